import type { IndustryProfile } from '../industry-profiles';
import { BUSINESS_SERVICE_LINES } from './services-business';
import { PERSONAL_SERVICE_LINES } from './services-personal';

/** Services (SIC division I): software, business services, health care, education, leisure. */
export const SERVICES_PROFILE: IndustryProfile = {
  id: 'I',
  weight: 20,
  minimum: 12,
  seasonality: [0.96, 1.0, 1.0, 1.04],
  annualRevenueMillions: [300, 35000],
  growth: [-0.02, 0.24],
  grossMargin: [0.36, 0.78],
  operatingMargin: [0.08, 0.3],
  jobs: [
    ['Engineering', 'Senior Software Engineer'],
    ['Customer Success', 'Customer Success Manager'],
    ['Product', 'Senior Product Manager'],
    ['Data', 'Data Scientist'],
    ['Clinical Operations', 'Clinical Program Manager'],
  ],
  subIndustries: [...BUSINESS_SERVICE_LINES, ...PERSONAL_SERVICE_LINES],
};
