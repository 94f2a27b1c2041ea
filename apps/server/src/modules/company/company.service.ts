import {
  RELATED_COMPANIES_LIMIT,
  type CompanyFigures,
  type CompanyInsights,
  type CompanyMetadata,
  type IndustryId,
  type PreviousTranscript,
  type RelatedCompany,
} from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { DatabaseCache } from '../../lib/database-cache';
import { AppError } from '../../lib/errors';
import type { SessionIdentity } from '../auth/auth.service';
import { getFeedPage } from '../feed/feed.service';
import { requireStoryTab } from '../premium/tab-access';
import { getSessionPermissions } from '../premium/premium.service';
import type { EnginePool } from '../../engine/engine-pool';
import { companyFigureSeries } from './company-figures';
import { storedStoryView, type StoredStoryFields, type StoryInsightsView } from './company.engine';
import {
  presentCompanyMetadata,
  presentPreviousTranscript,
  presentRelatedCompany,
  transcriptPreviewJson,
} from './company.presenter';
import {
  findCompanyMetadata,
  findCompanyProfile,
  findCompanyStoriesVersion,
  findPreviewStory,
  findRelatedCompanies,
  findStoryHead,
  listCallFigures,
  listInsightStories,
  listOtherTranscripts,
  findCompanyCardRows,
  type CompanyCardRow,
} from './company.repository';

/**
 * Engine output computed for stories stored without it, up to this many characters (two bytes
 * each) per database; a call's is about 60,000 characters. Stored output is not cached: it is
 * passed on from the database as JSON text.
 */
const STORY_VIEW_CACHE_CHARS = 32 * 1024 * 1024;
/** Company insights are small; this many companies stay cached. */
const INSIGHTS_CACHE_ENTRIES = 5_000;

const storyViews = new DatabaseCache<StoryInsightsView>({
  maxEntries: Number.POSITIVE_INFINITY,
  maxSize: STORY_VIEW_CACHE_CHARS,
  sizeOf: (view) => view.json.transcript.length + view.longSummary.length,
});
const companyInsights = new DatabaseCache<CompanyInsights>({ maxEntries: INSIGHTS_CACHE_ENTRIES });
/** A company's chart series are a few kilobytes; as many companies stay cached as insights. */
const companyFigures = new DatabaseCache<CompanyFigures>({ maxEntries: INSIGHTS_CACHE_ENTRIES });

const STORY_NOT_FOUND = 'No published story has this id.';
const COMPANY_NOT_FOUND = 'No company has this id.';

const versionOf = (value: Date | string | null) =>
  value === null ? '' : (value instanceof Date ? value : new Date(value)).toISOString();

/** What a computed story view depends on: the story's update time, text and split. */
const storyVersion = (row: {
  updatedAt: Date | string;
  content: string;
  separatingSentence: string | null;
}) => `${versionOf(row.updatedAt)}|${row.content.length}|${row.separatingSentence ?? ''}`;

/** Only the fields the engine reads, so that no more than those crosses to its worker. */
function storedFields(row: StoredStoryFields): StoredStoryFields {
  return {
    contentType: row.contentType,
    content: row.content,
    longSummary: row.longSummary,
    commentaryHighlight: row.commentaryHighlight,
    qaHighlight: row.qaHighlight,
    asks: row.asks,
    separatingSentence: row.separatingSentence,
    ...(row.companyName === undefined ? {} : { companyName: row.companyName }),
    transcriptJson: row.transcriptJson,
    citationsJson: row.citationsJson,
    keyFiguresJson: row.keyFiguresJson,
    bulletsJson: row.bulletsJson,
  };
}

/**
 * The transcript page's story as the JSON body `{data: Story & {...}}`: the summary,
 * highlights, FAQs, the parsed transcript, the citations and the key figures in one answer,
 * from the engine output stored at load time or, for a story stored without it, computed by
 * the engine and cached per story and version (its update time). NOT_FOUND for a story that
 * does not exist or is not published, FORBIDDEN for a type the caller's permissions lock.
 */
export async function getTranscriptPreviewJson(
  db: Database,
  engine: EnginePool,
  caller: SessionIdentity,
  storyId: string,
): Promise<string> {
  const permissionsLoad = getSessionPermissions(db, caller);
  permissionsLoad.catch(() => undefined);
  const row = await findPreviewStory(db, storyId, caller.userId);
  if (!row) throw new AppError('NOT_FOUND', STORY_NOT_FOUND);
  requireStoryTab(await permissionsLoad, row.contentType);
  const view =
    storedStoryView(row) ??
    (await storyViews.get(db, row.id, async () => engine.run('storyView', storedFields(row)), {
      version: storyVersion(row),
    }));
  return transcriptPreviewJson(row, view, caller.userId);
}

/**
 * The company's other earnings calls (the Options menu), newest period first. NOT_FOUND for an
 * unknown story, FORBIDDEN when the caller's plan does not include earnings calls.
 */
export async function getPreviousTranscripts(
  db: Database,
  caller: SessionIdentity,
  storyId: string,
): Promise<PreviousTranscript[]> {
  const permissionsLoad = getSessionPermissions(db, caller);
  permissionsLoad.catch(() => undefined);
  const head = await findStoryHead(db, storyId);
  if (!head) throw new AppError('NOT_FOUND', STORY_NOT_FOUND);
  requireStoryTab(await permissionsLoad, 'earnings');
  const rows = await listOtherTranscripts(db, head.companyId, head.id);
  return rows.map(presentPreviousTranscript);
}

/** The company page header, with whether the caller follows the company. */
export async function getCompanyMetadata(
  db: Database,
  callerId: string,
  companyId: string,
): Promise<CompanyMetadata> {
  const row = await findCompanyMetadata(db, companyId, callerId);
  if (!row) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  return presentCompanyMetadata(row);
}

/**
 * Up to eight companies of the channel (industry) that have an earnings call, most similar to
 * the company first (nearest SIC code, then closest coverage), each with its latest call.
 */
export async function getRelatedCompanies(
  db: Database,
  input: { channelId: IndustryId; companyId: string },
): Promise<RelatedCompany[]> {
  const company = await findCompanyProfile(db, input.companyId);
  if (!company) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  const rows = await findRelatedCompanies(db, {
    companyId: company.id,
    industryId: input.channelId,
    sicCode: company.sicCode,
    limit: RELATED_COMPANIES_LIMIT,
  });
  return rows.map(presentRelatedCompany);
}

/**
 * The company's latest news cards as the JSON body `{data: [Story]}`: the first page of the
 * news feed filtered to the company, served by the feed (its cache, presenter and the
 * caller's marks). FORBIDDEN when the caller's plan does not include news.
 */
export async function getNewsPreviewJson(
  db: Database,
  caller: SessionIdentity,
  companyId: string,
): Promise<string> {
  const companyLoad = findCompanyProfile(db, companyId);
  companyLoad.catch(() => undefined);
  const pageLoad = getFeedPage(db, caller, {
    body: { story_type: 'news', company_filter: [companyId] },
    page: 0,
  });
  pageLoad.catch(() => undefined);
  if (!(await companyLoad)) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  const page = (await pageLoad).body.toString('utf8');
  // The feed answers `{"result":[...]}`; the cards are passed on as they are.
  const prefix = '{"result":';
  if (!page.startsWith(prefix)) throw new Error('Unexpected feed page body');
  return `{"data":${page.slice(prefix.length)}`;
}

/**
 * Trends, Buzz Index, SWOT and Strategy computed by the engine from the company's own
 * published stories, cached per company until one of its stories is added or changes.
 */
export async function getCompanyInsights(
  db: Database,
  engine: EnginePool,
  companyId: string,
): Promise<CompanyInsights> {
  const [company, version] = await Promise.all([
    findCompanyProfile(db, companyId),
    findCompanyStoriesVersion(db, companyId),
  ]);
  if (!company) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  return companyInsights.get(
    db,
    company.id,
    async () =>
      engine.run('companyInsights', { stories: await listInsightStories(db, company.id) }),
    { version: `${version.count}|${versionOf(version.latest)}` },
  );
}

/**
 * The series the company page charts (revenue, EPS, margins, guidance against results) from the
 * key figures stored with its published calls, cached per company until one of its stories is
 * added or changes, as its insights are. NOT_FOUND for an unknown company, FORBIDDEN when the
 * caller's plan does not include earnings calls, whose figures these are.
 */
export async function getCompanyFigures(
  db: Database,
  caller: SessionIdentity,
  companyId: string,
): Promise<CompanyFigures> {
  const [permissions, company, version] = await Promise.all([
    getSessionPermissions(db, caller),
    findCompanyProfile(db, companyId),
    findCompanyStoriesVersion(db, companyId),
  ]);
  if (!company) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND);
  requireStoryTab(permissions, 'earnings');
  return companyFigures.get(
    db,
    company.id,
    async () => companyFigureSeries(await listCallFigures(db, company.id)),
    { version: `${version.count}|${versionOf(version.latest)}` },
  );
}

export type { CompanyCardRow };

/** Those of the given companies that exist, with name, ticker and logo, by name (one query). */
export function findCompanyCards(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<CompanyCardRow[]> {
  return findCompanyCardRows(db, ids);
}

export {
  createOrUpdateCompany,
  importCompanies,
  listAdminCompanies,
  listCompanyCandidates,
  type CompanyActor,
} from './company-admin.service';
