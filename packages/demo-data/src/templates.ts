import type { analysisTemplates } from '@clearcall/server/db/schema';
import { stableUuid } from './random';

export type TemplateRow = Omit<typeof analysisTemplates.$inferInsert, 'id'> & { id: string };

const COMPANY_TEMPLATES = [
  [
    'earnings-overview',
    'Earnings overview',
    'Summarizes revenue, margins, earnings per share and cash flow for the selected quarters.',
  ],
  [
    'guidance',
    'Guidance and outlook',
    'Lists the guidance ranges management gave and how they changed from call to call.',
  ],
  [
    'risks',
    'Risks and headwinds',
    'Collects the risks, headwinds and uncertainties management and analysts raised.',
  ],
  [
    'capital-allocation',
    'Capital allocation',
    'Describes buybacks, dividends, acquisitions, investment and leverage across the selected calls.',
  ],
  [
    'management-tone',
    'Management tone',
    'Compares how confident or cautious management sounded in each quarter, with quotes.',
  ],
  [
    'analyst-concerns',
    'Analyst concerns',
    'Groups the questions analysts asked by theme and summarizes the answers they got.',
  ],
] as const;

const INDUSTRY_TEMPLATES = [
  [
    'compare-key-figures',
    'Compare key figures',
    'Puts revenue growth, margins and earnings per share of the selected companies side by side.',
  ],
  [
    'common-themes',
    'Common themes',
    'Finds the themes that come up across the selected companies and shows who mentioned them.',
  ],
  [
    'outlier-companies',
    'Outlier companies',
    'Points out the companies whose results or outlook differ most from their peers.',
  ],
] as const;

/** The analysis templates offered in the workspace: six for companies, three for industries. */
export function analysisTemplateRows(seed: number): TemplateRow[] {
  const rows = (
    scope: 'company' | 'industry',
    list: readonly (readonly [string, string, string])[],
  ) =>
    list.map(([key, name, description], position) => ({
      id: stableUuid(seed, 'template', key),
      key,
      scope,
      name,
      description,
      position,
    }));
  return [...rows('company', COMPANY_TEMPLATES), ...rows('industry', INDUSTRY_TEMPLATES)];
}
