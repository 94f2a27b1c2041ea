import type { IndustryId } from '@clearcall/contracts';
import { AGRICULTURE_PROFILE } from './profiles/agriculture';
import { CONSTRUCTION_PROFILE } from './profiles/construction';
import { FINANCE_PROFILE } from './profiles/finance';
import { MANUFACTURING_PROFILE } from './profiles/manufacturing';
import { MINING_PROFILE } from './profiles/mining';
import { PUBLIC_ADMINISTRATION_PROFILE } from './profiles/public-administration';
import { RETAIL_PROFILE } from './profiles/retail';
import { SERVICES_PROFILE } from './profiles/services';
import { TRANSPORTATION_PROFILE } from './profiles/transportation';
import { WHOLESALE_PROFILE } from './profiles/wholesale';

/** An operating figure a company of this line of business reports on its calls. */
export type Kpi = {
  name: string;
  unit: 'percent' | 'dollars' | 'count' | 'days' | 'ratio';
  range: readonly [number, number];
};

/** One line of business inside an industry, with its four-digit SIC code and vocabulary. */
export type SubIndustry = {
  sic: number;
  label: string;
  /** Words that end a company name ("Freight Systems", "Biologics"). */
  nouns: readonly string[];
  /** Completes "<Name> is a fictional sample company that ...". */
  activity: string;
  /** Extra description sentences; one is picked per company. */
  details: readonly string[];
  customers: string;
  /** Segment names a company reports revenue in (2-3 are picked). */
  segments: readonly string[];
  /** Products and initiatives that appear in news and in prepared remarks. */
  offerings: readonly string[];
  /** Topics management and analysts discuss. */
  themes: readonly string[];
  kpi: Kpi;
};

/** Financial shape and vocabulary shared by the companies of one industry (SIC division). */
export type IndustryProfile = {
  id: IndustryId;
  /** Relative share of companies in the demo set. */
  weight: number;
  /** Fewest companies the industry gets when the set is large enough. */
  minimum: number;
  /** Share of annual revenue in calendar quarters 1-4 (sums to 4). */
  seasonality: readonly [number, number, number, number];
  annualRevenueMillions: readonly [number, number];
  growth: readonly [number, number];
  grossMargin: readonly [number, number];
  operatingMargin: readonly [number, number];
  /** Teams and job titles for hiring posts, beyond the company-wide ones. */
  jobs: readonly (readonly [team: string, title: string])[];
  subIndustries: readonly SubIndustry[];
};

/** Every industry profile, in A-J order. */
export const INDUSTRY_PROFILES: readonly IndustryProfile[] = [
  AGRICULTURE_PROFILE,
  MINING_PROFILE,
  CONSTRUCTION_PROFILE,
  MANUFACTURING_PROFILE,
  TRANSPORTATION_PROFILE,
  WHOLESALE_PROFILE,
  RETAIL_PROFILE,
  FINANCE_PROFILE,
  SERVICES_PROFILE,
  PUBLIC_ADMINISTRATION_PROFILE,
];

/** The profile of an industry id; throws for an unknown id, which is a programming error. */
export function profileFor(industryId: string): IndustryProfile {
  const profile = INDUSTRY_PROFILES.find((candidate) => candidate.id === industryId);
  if (!profile) throw new Error(`No industry profile for ${industryId}`);
  return profile;
}

/** The sub-industry of a SIC code; throws when the code is not one the generator uses. */
export function subIndustryFor(sicCode: number): SubIndustry {
  for (const profile of INDUSTRY_PROFILES) {
    const found = profile.subIndustries.find((sub) => sub.sic === sicCode);
    if (found) return found;
  }
  throw new Error(`No sub-industry for SIC code ${sicCode}`);
}
