import type { CompanySearchHit } from '@clearcall/contracts';

type CompanyLogoFields = { symbol: string; logoUrl: string | null };

/** The company's logo: its stored image, or the generated one the logos module serves. */
export function companyLogoUrl(company: CompanyLogoFields): string {
  return company.logoUrl ?? `/api/logos/${encodeURIComponent(company.symbol)}.svg`;
}

/** A typeahead hit. */
export function presentCompanySearchHit(
  company: CompanyLogoFields & { id: string; name: string },
): CompanySearchHit {
  return { companyId: company.id, companyName: company.name, awsImageUrl: companyLogoUrl(company) };
}
