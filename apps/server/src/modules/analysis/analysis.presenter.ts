import type {
  Analysis,
  AnalysisCompany,
  AnalysisCompanyOption,
  AnalysisSummary,
  AnalysisTemplateView,
  ConversationMessage,
} from '@clearcall/contracts';
import type { AnalysisTemplate } from '@clearcall/insights';
import { companyLogoUrl } from '../company-search/company-search.presenter';
import type { AnalysisRow, CallPeriodRow, CompanyRow, MessageRow } from './analysis.repository';

/** The selected companies in the order the filters list them; a removed company is left out. */
function presentCompanyList(
  row: AnalysisRow,
  companies: ReadonlyMap<string, CompanyRow>,
): AnalysisCompany[] {
  return row.filters.companyIds.flatMap((companyId) => {
    const company = companies.get(companyId);
    if (!company) return [];
    return [{ companyId, companyName: company.name, awsImageUrl: companyLogoUrl(company) }];
  });
}

/** An analysis as the list shows it. */
export function presentAnalysisSummary(
  row: AnalysisRow,
  companies: ReadonlyMap<string, CompanyRow>,
): AnalysisSummary {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    companyList: presentCompanyList(row, companies),
    metadata: {
      contextualData: row.contextualSummary,
      filters: {
        companyIds: row.filters.companyIds,
        years: row.filters.years,
        quarters: row.filters.quarters,
        template: row.filters.template,
      },
    },
  };
}

export function presentMessage(row: MessageRow): ConversationMessage {
  return {
    _id: row.id,
    role: row.role,
    message: row.message,
    sources: row.sources.map((source) => ({
      storyId: source.storyId,
      companyName: source.companyName,
      year: source.year,
      quarter: source.quarter,
      text: source.text,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** An analysis with its conversation, oldest message first. */
export function presentAnalysis(
  row: AnalysisRow,
  companies: ReadonlyMap<string, CompanyRow>,
  messages: readonly MessageRow[],
): Analysis {
  return { ...presentAnalysisSummary(row, companies), conversations: messages.map(presentMessage) };
}

export function presentTemplate(template: AnalysisTemplate): AnalysisTemplateView {
  return {
    _id: template.id,
    name: template.name,
    description: template.description,
    type: template.type,
  };
}

/** Company quarters (ordered by company, newest first) grouped into the picker's options. */
export function presentCompanyOptions(rows: readonly CallPeriodRow[]): AnalysisCompanyOption[] {
  const options = new Map<string, AnalysisCompanyOption>();
  for (const row of rows) {
    let option = options.get(row.id);
    if (!option) {
      option = { _id: row.id, companyName: row.name, awsImageUrl: companyLogoUrl(row), years: [] };
      options.set(row.id, option);
    }
    let year = option.years.at(-1);
    if (year?.year !== row.year) {
      year = { year: row.year, quarters: [] };
      option.years.push(year);
    }
    year.quarters.push(row.quarter);
  }
  return [...options.values()];
}
