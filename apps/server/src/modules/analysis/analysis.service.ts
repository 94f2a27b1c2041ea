import {
  ANALYSIS_SCOPE_LIMITS,
  TABS,
  type Analysis,
  type AnalysisCompanyOption,
  type AnalysisSummary,
  type AnalysisTemplatesResponse,
  type ApiIssue,
  type ProcessTemplateBody,
  type UpdateAnalysisBody,
} from '@clearcall/contracts';
import { ANALYSIS_TEMPLATES, type AnalysisTemplate } from '@clearcall/insights';
import type { Database } from '../../db/database';
import type { EnginePool } from '../../engine/engine-pool';
import { DatabaseCache } from '../../lib/database-cache';
import { AppError } from '../../lib/errors';
import type { SessionIdentity } from '../auth/auth.service';
import { findCompanyCards } from '../company/company.service';
import { FEED_PAGE_TTL_MS, feedCacheVersion } from '../feed/feed.service';
import { getSessionPermissions } from '../premium/premium.service';
import { templateInputs } from './analysis.engine';
import {
  presentAnalysis,
  presentAnalysisSummary,
  presentCompanyOptions,
  presentTemplate,
} from './analysis.presenter';
import {
  findLiveAnalysis,
  insertAnalysis,
  listCallPeriods,
  listAllAnalysesOfUser,
  listCalls,
  listLiveAnalyses,
  listMessages,
  listMessagesOfAnalyses,
  readCallTexts,
  updateLiveAnalysis,
  type AnalysisRow,
  type CallHead,
  type CompanyRow,
} from './analysis.repository';

export const ANALYSIS_NOT_FOUND = 'No analysis has this id.';

/**
 * The most calls one template run reads: each is parsed and summarized, so a selection of
 * every quarter of ten companies would hold a worker for seconds. A larger selection is a 400.
 */
export const MAX_TEMPLATE_CALLS = ANALYSIS_SCOPE_LIMITS.templateCalls;

/** The picker's options change only when a call is published, which bumps the feed version. */
const companyOptions = new DatabaseCache<AnalysisCompanyOption[]>({
  ttlMs: FEED_PAGE_TTL_MS,
  maxEntries: 1,
});

/** The companies, years and quarters an analysis works over. */
export type Selection = { companyIds: string[]; years: number[]; quarters: number[] };

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function validationError(issues: ApiIssue[]): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    { issues },
  );
}

/**
 * VALIDATION_FAILED when a selection covers more calls than one request may work over (`what`
 * names the work, e.g. "a template run reads"), saying how to narrow it.
 */
export function requireScopeWithin(calls: readonly CallHead[], limit: number, what: string): void {
  if (calls.length <= limit) return;
  throw validationError([
    {
      path: 'companyIds',
      message: `This selection covers ${calls.length} earnings calls; ${what} at most ${limit}. Choose fewer companies, years or quarters.`,
    },
  ]);
}

/** The analysis if the user owns it and has not deleted it; NOT_FOUND otherwise, alike. */
export async function requireAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<AnalysisRow> {
  const row = await findLiveAnalysis(db, userId, analysisId);
  if (!row) throw new AppError('NOT_FOUND', ANALYSIS_NOT_FOUND);
  return row;
}

/** Whether the user owns this live analysis (the realtime room check). */
export async function isAnalysisOwner(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<boolean> {
  return (await findLiveAnalysis(db, userId, analysisId)) !== undefined;
}

/** Every given company must exist (VALIDATION_FAILED naming each unknown one otherwise). */
export async function requireCompanies(
  db: Database,
  companyIds: readonly string[],
): Promise<Map<string, CompanyRow>> {
  const found = new Map((await findCompanyCards(db, companyIds)).map((row) => [row.id, row]));
  const issues = companyIds.flatMap((companyId, position) =>
    found.has(companyId)
      ? []
      : [{ path: `companyIds.${position}`, message: `Unknown company: ${companyId}` }],
  );
  if (issues.length > 0) throw validationError(issues);
  return found;
}

function findTemplate(id: string): AnalysisTemplate | undefined {
  return ANALYSIS_TEMPLATES.find((template) => template.id === id);
}

function requireTemplate(id: string, path: string): AnalysisTemplate {
  const template = findTemplate(id);
  if (!template) throw validationError([{ path, message: `Unknown template: ${id}` }]);
  return template;
}

/** FORBIDDEN unless the caller's plan includes earnings calls, which analyses read. */
async function requireEarningsTab(db: Database, caller: SessionIdentity): Promise<void> {
  const permissions = await getSessionPermissions(db, caller);
  if (permissions.earnings) return;
  const label = TABS.find((tab) => tab.id === 'earnings')?.label ?? 'Earnings';
  throw new AppError(
    'FORBIDDEN',
    `Your plan does not include the ${label} tab. Upgrade to analyse earnings calls.`,
  );
}

/**
 * The published calls of the selection, newest first: FORBIDDEN when the caller's plan does not
 * include earnings calls.
 */
export async function loadSelectedCalls(
  db: Database,
  caller: SessionIdentity,
  selection: Selection,
): Promise<CallHead[]> {
  await requireEarningsTab(db, caller);
  return listCalls(db, selection);
}

async function companiesOf(db: Database, rows: readonly AnalysisRow[]) {
  const ids = unique(rows.flatMap((row) => row.filters.companyIds));
  return new Map((await findCompanyCards(db, ids)).map((company) => [company.id, company]));
}

/** The user's analyses that are not deleted, most recently updated first. */
export async function listAnalyses(db: Database, userId: string): Promise<AnalysisSummary[]> {
  const rows = await listLiveAnalyses(db, userId);
  const companies = await companiesOf(db, rows);
  return rows.map((row) => presentAnalysisSummary(row, companies));
}

/** Starts an empty analysis. */
export async function createAnalysis(
  db: Database,
  userId: string,
  name: string,
): Promise<{ _id: string; name: string }> {
  const row = await insertAnalysis(db, userId, name);
  return { _id: row.id, name: row.name };
}

async function detailOf(db: Database, row: AnalysisRow): Promise<Analysis> {
  const [companies, messages] = await Promise.all([
    companiesOf(db, [row]),
    listMessages(db, row.id),
  ]);
  return presentAnalysis(row, companies, messages);
}

/** An analysis with its conversation and metadata. */
export async function getAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
): Promise<Analysis> {
  return detailOf(db, await requireAnalysis(db, userId, analysisId));
}

/**
 * Renames an analysis, deletes it (a soft delete: it leaves the list and cannot be opened
 * again), or saves its filters. Filters name existing companies and, when given, a known
 * template; a filter update without `template` keeps the current one.
 */
export async function updateAnalysis(
  db: Database,
  userId: string,
  analysisId: string,
  body: UpdateAnalysisBody,
): Promise<Analysis> {
  const current = await requireAnalysis(db, userId, analysisId);
  let values: Parameters<typeof updateLiveAnalysis>[3];
  if ('name' in body) values = { name: body.name };
  else if ('status' in body) values = { status: false };
  else {
    const companyIds = unique(body.companyIds);
    await requireCompanies(db, companyIds);
    if (body.template) requireTemplate(body.template, 'template');
    values = {
      filters: {
        companyIds,
        years: unique(body.years).sort((a, b) => b - a),
        quarters: unique(body.quarters).sort((a, b) => b - a),
        template: body.template === undefined ? current.filters.template : body.template,
      },
    };
  }
  const updated = await updateLiveAnalysis(db, userId, analysisId, values);
  if (!updated) throw new AppError('NOT_FOUND', ANALYSIS_NOT_FOUND);
  return detailOf(db, updated);
}

/**
 * Runs a template over the selected calls and keeps its report as the analysis' summary, with
 * the selection and the template as its filters. An industry template reads the user's
 * question (`userInput`) too.
 */
export async function processTemplate(
  db: Database,
  engine: EnginePool,
  caller: SessionIdentity,
  analysisId: string,
  body: ProcessTemplateBody,
): Promise<{ summary: string }> {
  await requireAnalysis(db, caller.userId, analysisId);
  const template = requireTemplate(body.type, 'type');
  if (body.template === 'industry' && template.type !== 'industry') {
    throw validationError([
      { path: 'type', message: `${template.name} is a company template, not an industry one` },
    ]);
  }
  const selection: Selection = {
    companyIds: unique(body.companyIds),
    years: unique(body.years),
    quarters: unique(body.quarters),
  };
  await requireCompanies(db, selection.companyIds);
  const calls = await loadSelectedCalls(db, caller, selection);
  if (calls.length === 0) {
    throw validationError([
      {
        path: 'companyIds',
        message: 'No published earnings call matches the selected companies, years and quarters',
      },
    ]);
  }
  requireScopeWithin(calls, MAX_TEMPLATE_CALLS, 'a template run reads');
  const summary = await engine.run('template', {
    templateId: template.id,
    inputs: templateInputs(await readCallTexts(db, calls)),
    userInput: body.userInput ?? '',
  });
  const saved = await updateLiveAnalysis(db, caller.userId, analysisId, {
    contextualSummary: summary,
    filters: {
      companyIds: selection.companyIds,
      years: [...selection.years].sort((a, b) => b - a),
      quarters: [...selection.quarters].sort((a, b) => b - a),
      template: template.id,
    },
  });
  if (!saved) throw new AppError('NOT_FOUND', ANALYSIS_NOT_FOUND);
  return { summary };
}

/** The engine's templates, grouped as the workspace's two tabs show them. */
export function listTemplates(): AnalysisTemplatesResponse['result'] {
  return {
    company: ANALYSIS_TEMPLATES.filter((t) => t.type === 'company').map(presentTemplate),
    industry: ANALYSIS_TEMPLATES.filter((t) => t.type === 'industry').map(presentTemplate),
  };
}

/**
 * Every company with a published earnings call, by name, each with its years (newest first)
 * and each year's quarters (Q4 first). FORBIDDEN when the plan does not include calls.
 */
export async function listCompanyOptions(
  db: Database,
  caller: SessionIdentity,
): Promise<AnalysisCompanyOption[]> {
  await requireEarningsTab(db, caller);
  return companyOptions.get(
    db,
    'all',
    async () => presentCompanyOptions(await listCallPeriods(db)),
    { version: feedCacheVersion() },
  );
}

/** Every analysis of the user with its messages, for their data export, oldest first. */
export async function exportUserAnalyses(db: Database, userId: string) {
  const analysisRows = await listAllAnalysesOfUser(db, userId);
  const messageRows = await listMessagesOfAnalyses(
    db,
    analysisRows.map((analysis) => analysis.id),
  );
  return { analysisRows, messageRows };
}
