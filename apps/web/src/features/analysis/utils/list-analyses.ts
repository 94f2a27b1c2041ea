import type { AnalysisSummary } from '@clearcall/contracts';

export const ANALYSIS_SORTS = [
  { value: 'az', label: 'Sort A to Z' },
  { value: 'za', label: 'Sort Z to A' },
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
] as const;

export type AnalysisSort = (typeof ANALYSIS_SORTS)[number]['value'];

export const DEFAULT_ANALYSIS_SORT: AnalysisSort = 'newest';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function timeOf(analysis: AnalysisSummary): number {
  const time = Date.parse(analysis.updatedAt);
  return Number.isNaN(time) ? 0 : time;
}

/** The analyses whose name contains the search text (any case), in the chosen order. */
export function listAnalyses(
  analyses: readonly AnalysisSummary[],
  searchText: string,
  sort: AnalysisSort,
): AnalysisSummary[] {
  const needle = searchText.trim().toLocaleLowerCase();
  const found = needle
    ? analyses.filter((analysis) => analysis.name.toLocaleLowerCase().includes(needle))
    : [...analyses];
  switch (sort) {
    case 'az':
      return found.sort((a, b) => byName.compare(a.name, b.name));
    case 'za':
      return found.sort((a, b) => byName.compare(b.name, a.name));
    case 'oldest':
      return found.sort((a, b) => timeOf(a) - timeOf(b));
    case 'newest':
      return found.sort((a, b) => timeOf(b) - timeOf(a));
  }
}

/** The default name of a new analysis: 'Analysis' plus the count of open tabs plus one. */
export function getNewAnalysisName(openTabCount: number): string {
  return `Analysis${openTabCount + 1}`;
}
