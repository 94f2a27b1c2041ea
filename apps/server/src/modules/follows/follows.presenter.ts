import type { FollowedCompany } from '@clearcall/contracts';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import type { FollowedCompanyRow } from './follows.repository';

/** A followed company as the feed filter's "Your Companies" lists it. */
export function presentFollowedCompany(company: FollowedCompanyRow): FollowedCompany {
  return { company: company.name, companyId: company.id, companyLogo: companyLogoUrl(company) };
}
