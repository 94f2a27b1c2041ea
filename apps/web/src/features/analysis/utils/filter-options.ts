import type { AnalysisCompanyOption } from '@clearcall/contracts';

/** Quarters in the order the dropdown lists them (specification: Q4 to Q1). */
export const QUARTERS_DESCENDING = [4, 3, 2, 1] as const;

function companiesIn(
  companies: readonly AnalysisCompanyOption[],
  companyIds: readonly string[],
): readonly AnalysisCompanyOption[] {
  // Before a company is chosen, every company's calls are on offer.
  return companyIds.length === 0
    ? companies
    : companies.filter((company) => companyIds.includes(company._id));
}

/** The years the chosen companies have calls for, newest first. */
export function getYearOptions(
  companies: readonly AnalysisCompanyOption[],
  companyIds: readonly string[],
): number[] {
  const years = new Set<number>();
  for (const company of companiesIn(companies, companyIds)) {
    for (const entry of company.years) years.add(entry.year);
  }
  return [...years].sort((a, b) => b - a);
}

/** The quarters the chosen companies have in the chosen years, Q4 first. */
export function getQuarterOptions(
  companies: readonly AnalysisCompanyOption[],
  companyIds: readonly string[],
  years: readonly number[],
): number[] {
  const quarters = new Set<number>();
  for (const company of companiesIn(companies, companyIds)) {
    for (const entry of company.years) {
      if (years.length === 0 || years.includes(entry.year)) {
        for (const quarter of entry.quarters) quarters.add(quarter);
      }
    }
  }
  return QUARTERS_DESCENDING.filter((quarter) => quarters.has(quarter));
}

export function formatQuarter(quarter: number): string {
  return `Q${quarter}`;
}
