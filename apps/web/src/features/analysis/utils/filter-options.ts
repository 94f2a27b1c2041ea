import type { AnalysisCompanyOption, AnalysisFilters } from '@clearcall/contracts';

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

/**
 * The earnings calls a selection covers, counted as the server counts them: the chosen
 * companies' calls in the chosen years and quarters, where none chosen means all.
 */
export function countSelectedCalls(
  companies: readonly AnalysisCompanyOption[],
  selection: Pick<AnalysisFilters, 'companyIds' | 'years' | 'quarters'>,
): number {
  let count = 0;
  for (const company of companies) {
    if (!selection.companyIds.includes(company._id)) continue;
    for (const entry of company.years) {
      if (selection.years.length > 0 && !selection.years.includes(entry.year)) continue;
      count += entry.quarters.filter(
        (quarter) => selection.quarters.length === 0 || selection.quarters.includes(quarter),
      ).length;
    }
  }
  return count;
}

/**
 * Whether a template may run over the selection: a selection still missing its years or
 * quarters is not judged yet, so that choosing a company first is never blocked.
 */
export function isWithinTemplateScope(
  companies: readonly AnalysisCompanyOption[],
  selection: Pick<AnalysisFilters, 'companyIds' | 'years' | 'quarters'>,
  maxCalls: number,
): boolean {
  if (selection.years.length === 0 || selection.quarters.length === 0) return true;
  return countSelectedCalls(companies, selection) <= maxCalls;
}
