import type { IndustryProfile } from '../industry-profiles';
import { DISCRETE_LINES } from './manufacturing-discrete';
import { PROCESS_LINES } from './manufacturing-process';

/** Manufacturing (SIC division D), the largest group of companies in the demo set. */
export const MANUFACTURING_PROFILE: IndustryProfile = {
  id: 'D',
  weight: 22,
  minimum: 12,
  seasonality: [0.95, 1.02, 1.0, 1.03],
  annualRevenueMillions: [400, 45000],
  growth: [-0.05, 0.16],
  grossMargin: [0.28, 0.52],
  operatingMargin: [0.08, 0.22],
  jobs: [
    ['Manufacturing', 'Process Engineer'],
    ['Quality', 'Quality Assurance Manager'],
    ['Supply Chain', 'Strategic Sourcing Manager'],
    ['Research and Development', 'Senior R&D Scientist'],
    ['Operations', 'Plant Manager'],
  ],
  subIndustries: [...PROCESS_LINES, ...DISCRETE_LINES],
};
