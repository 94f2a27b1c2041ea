import type { IndustryId, StoryType } from '@clearcall/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { companies, type CompanySocialLinks, type StoryAsk } from '../../db/schema';
import type { FeedStoryRow } from '../feed/feed.presenter';

/** `db.execute` answers `{rows}` over both node-postgres and PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function firstRow<T>(query: Promise<unknown>): Promise<T | undefined> {
  return rowsOf<T>(await query)[0];
}

/** A published story's company and type. */
export type StoryHeadRow = { id: string; companyId: string; contentType: StoryType };

/**
 * Everything the transcript preview shows of a published story: its company, its separating
 * sentence (a call), the caller's Insightful mark, and the engine output stored at load time
 * as JSON text (null when the story has none), which is passed on without being parsed.
 */
export type PreviewStoryRow = Omit<FeedStoryRow, 'contentType'> & {
  contentType: StoryType;
  symbol: string;
  updatedAt: Date | string;
  content: string;
  longSummary: string;
  commentaryHighlight: string;
  qaHighlight: string;
  asks: StoryAsk[];
  isMine: boolean;
  separatingSentence: string | null;
  transcriptJson: string | null;
  citationsJson: string | null;
  keyFiguresJson: string | null;
  bulletsJson: string | null;
};

export type PreviousTranscriptRow = { id: string; quarter: number | null; year: number | null };

export type CompanyMetadataRow = {
  id: string;
  name: string;
  symbol: string;
  logoUrl: string | null;
  description: string;
  website: string | null;
  social: CompanySocialLinks;
  isFollowed: boolean;
};

/** SIC code and industry are null for a company imported unclassified. */
export type CompanyProfileRow = {
  id: string;
  sicCode: number | null;
  industryId: IndustryId | null;
};

export type RelatedCompanyRow = {
  id: string;
  name: string;
  symbol: string;
  logoUrl: string | null;
  postId: string;
};

/** What a company's insights are computed from; it changes whenever one of its stories does. */
export type CompanyStoriesVersionRow = { count: number; latest: Date | string | null };

export type InsightStoryRow = {
  id: string;
  source: string;
  publishedAt: Date | string;
  content: string;
};

/** A published story's company and type, or undefined when no published story has this id. */
export function findStoryHead(db: Database, storyId: string): Promise<StoryHeadRow | undefined> {
  return firstRow<StoryHeadRow>(
    db.execute(sql`
      select s.id, s.company_id as "companyId", s.content_type as "contentType"
      from stories s
      where s.id = ${storyId} and s.status = 'published'`),
  );
}

/** A published story in full, with what the preview needs besides (see PreviewStoryRow). */
export function findPreviewStory(
  db: Database,
  storyId: string,
  userId: string,
): Promise<PreviewStoryRow | undefined> {
  return firstRow<PreviewStoryRow>(
    db.execute(sql`
      select s.id, s.company_id as "companyId", c.name as "companyName", c.symbol,
        c.logo_url as "logoUrl", s.industry_id as "industryId", s.content_type as "contentType",
        s.published_at as "publishedAt", s.updated_at as "updatedAt", s.quarter, s.year,
        s.source, s.title, s.description, s.url, s.post_user as "postUser",
        s.post_user_title as "postUserTitle", s.thumbnail_url as "thumbnailUrl",
        s.video_url as "videoUrl", s.content, s.short_summary as "shortSummary",
        s.long_summary as "longSummary", s.commentary_highlight as "commentaryHighlight",
        s.qa_highlight as "qaHighlight", s.asks, s.insightful_count as "insightfulCount",
        exists (
          select 1 from story_likes l where l.story_id = s.id and l.user_id = ${userId}
        ) as "isMine",
        (
          select t.separating_sentence from earning_transcripts t
          where t.story_id = s.id and t.status
          limit 1
        ) as "separatingSentence",
        (s.summary_data -> 'transcript')::text as "transcriptJson",
        case when jsonb_typeof(s.summary_data #> '{citations,summary}') = 'array'
            and jsonb_typeof(s.summary_data #> '{citations,commentary}') = 'array'
            and jsonb_typeof(s.summary_data #> '{citations,qa}') = 'array'
          then jsonb_build_object(
            'summary', s.summary_data #> '{citations,summary}',
            'commentary', s.summary_data #> '{citations,commentary}',
            'qa', s.summary_data #> '{citations,qa}')::text
        end as "citationsJson",
        (s.summary_data -> 'keyFigures')::text as "keyFiguresJson",
        (s.summary_data -> 'bullets')::text as "bulletsJson"
      from stories s
      join companies c on c.id = s.company_id
      where s.id = ${storyId} and s.status = 'published'`),
  );
}

/**
 * The company's published earnings calls other than the given story, newest period first
 * (read through the company feed index).
 */
export async function listOtherTranscripts(
  db: Database,
  companyId: string,
  exceptStoryId: string,
): Promise<PreviousTranscriptRow[]> {
  return rowsOf<PreviousTranscriptRow>(
    await db.execute(sql`
      select s.id, s.quarter, s.year
      from stories s
      where s.company_id = ${companyId} and s.content_type = 'earnings'
        and s.status = 'published' and s.id <> ${exceptStoryId}
      order by s.year desc nulls last, s.quarter desc nulls last, s.published_at desc,
        s.id desc`),
  );
}

/** A company's header fields and whether the user follows it. */
export function findCompanyMetadata(
  db: Database,
  companyId: string,
  userId: string,
): Promise<CompanyMetadataRow | undefined> {
  return firstRow<CompanyMetadataRow>(
    db.execute(sql`
      select c.id, c.name, c.symbol, c.logo_url as "logoUrl", c.description, c.website,
        c.social,
        exists (
          select 1 from company_follows f where f.company_id = c.id and f.user_id = ${userId}
        ) as "isFollowed"
      from companies c
      where c.id = ${companyId}`),
  );
}

/** The company's SIC code and industry, or undefined when no company has this id. */
export function findCompanyProfile(
  db: Database,
  companyId: string,
): Promise<CompanyProfileRow | undefined> {
  return firstRow<CompanyProfileRow>(
    db.execute(sql`
      select c.id, c.sic_code as "sicCode", c.industry_id as "industryId"
      from companies c where c.id = ${companyId}`),
  );
}

/**
 * Companies of an industry that have a published earnings call, most similar to the given
 * company first: the nearest SIC code (the same four-digit industry, then the same major
 * group), then the closest amount of published coverage, then by name. Each comes with its
 * latest call.
 */
export async function findRelatedCompanies(
  db: Database,
  input: { companyId: string; industryId: string; sicCode: number | null; limit: number },
): Promise<RelatedCompanyRow[]> {
  return rowsOf<RelatedCompanyRow>(
    await db.execute(sql`
      with own as (
        select count(*)::int as coverage from stories s
        where s.company_id = ${input.companyId} and s.status = 'published'
      )
      select c.id, c.name, c.symbol, c.logo_url as "logoUrl", latest.id as "postId"
      from companies c
      cross join lateral (
        select s.id from stories s
        where s.company_id = c.id and s.content_type = 'earnings' and s.status = 'published'
        order by s.published_at desc, s.id desc
        limit 1
      ) latest
      cross join lateral (
        select count(*)::int as coverage from stories s
        where s.company_id = c.id and s.status = 'published'
      ) theirs
      cross join own
      where c.industry_id = ${input.industryId} and c.id <> ${input.companyId}
      order by abs(c.sic_code - ${input.sicCode}::int), abs(theirs.coverage - own.coverage), c.name,
        c.id
      limit ${input.limit}`),
  );
}

/** How many published stories the company has and when the latest of them last changed. */
export async function findCompanyStoriesVersion(
  db: Database,
  companyId: string,
): Promise<CompanyStoriesVersionRow> {
  const row = await firstRow<CompanyStoriesVersionRow>(
    db.execute(sql`
      select count(*)::int as count, max(s.updated_at) as latest
      from stories s
      where s.company_id = ${companyId} and s.status = 'published'`),
  );
  return row ?? { count: 0, latest: null };
}

/** The company's published stories that have text, oldest first. */
export async function listInsightStories(
  db: Database,
  companyId: string,
): Promise<InsightStoryRow[]> {
  return rowsOf<InsightStoryRow>(
    await db.execute(sql`
      select s.id, s.source, s.published_at as "publishedAt", s.content
      from stories s
      where s.company_id = ${companyId} and s.status = 'published' and s.content <> ''
      order by s.published_at, s.id`),
  );
}

/**
 * The key figures stored with the company's published earnings calls (null for a call stored
 * without them), in the order the calls were held.
 */
export async function listCallFigures(
  db: Database,
  companyId: string,
): Promise<{ id: string; keyFigures: unknown }[]> {
  return rowsOf<{ id: string; keyFigures: unknown }>(
    await db.execute(sql`
      select s.id, s.summary_data -> 'keyFigures' as "keyFigures"
      from stories s
      where s.company_id = ${companyId} and s.content_type = 'earnings'
        and s.status = 'published'
      order by s.year nulls first, s.quarter nulls first, s.published_at, s.id`),
  );
}

/** A company as other screens name it beside their own rows. */
export type CompanyCardRow = { id: string; name: string; symbol: string; logoUrl: string | null };

/** Those of the given companies that exist, in one query. */
export async function findCompanyCardRows(
  db: Database | Transaction,
  ids: readonly string[],
): Promise<CompanyCardRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .where(inArray(companies.id, [...new Set(ids)]))
    .orderBy(companies.name, companies.id);
}
