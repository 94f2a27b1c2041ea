import type { FollowedCompany } from '@clearcall/contracts';
import type { CompanyCardRow } from '../company/company.service';
import { companyLogoUrl } from '../company-search/company-search.presenter';

/** A followed company as the feed filter's "Your Companies" lists it. */
export function presentFollowedCompany(company: CompanyCardRow): FollowedCompany {
  return { company: company.name, companyId: company.id, companyLogo: companyLogoUrl(company) };
}
