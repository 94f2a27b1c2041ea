import { FEED_PAGE_SIZE, type StoryType, type SummaryType } from '@clearcall/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { FeedStoryRow, FeedSummaryRow } from './feed.presenter';

/**
 * Which stories a page is drawn from: all, some companies, some channels (industries), or a
 * reader's own feed, the stories of their industries together with those of the companies they
 * follow.
 */
export type FeedFilter =
  | { kind: 'all' }
  | { kind: 'company'; ids: readonly string[] }
  | { kind: 'channel'; ids: readonly string[] }
  | { kind: 'reader'; channels: readonly string[]; companies: readonly string[] };

/** What a reader's own feed is drawn from: the industries they chose and the companies they follow. */
export type ReaderScope = { channels: string[]; companies: string[] };

/** `db.execute` answers `{rows}` over both node-postgres and PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A list bound as one array parameter (drizzle would otherwise spread it into `($1, $2)`). */
function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

const STORY_CARD_COLUMNS = sql`
  s.id, s.company_id as "companyId", c.name as "companyName", c.logo_url as "logoUrl",
  s.industry_id as "industryId", s.content_type as "contentType", s.published_at as "publishedAt",
  s.quarter, s.year, s.source, s.title, s.description, s.url, s.post_user as "postUser",
  s.post_user_title as "postUserTitle", s.thumbnail_url as "thumbnailUrl",
  s.video_url as "videoUrl", s.short_summary as "shortSummary",
  s.insightful_count as "insightfulCount"`;

/**
 * The ids and publication times of the newest `depth` published stories of each type and key,
 * one index scan per pair: keyed by company (stories_company_feed_idx), by channel
 * (stories_industry_feed_idx), or by type alone (stories_type_feed_idx) when `keys` is null.
 */
function newestOfEach(
  types: SQL,
  keys: { column: 'company_id' | 'industry_id'; ids: readonly string[] } | null,
  depth: number,
): SQL {
  const keySource =
    keys === null
      ? sql``
      : keys.column === 'company_id'
        ? sql`cross join (select distinct unnest(${textArray(keys.ids)})::uuid as key) f`
        : sql`cross join (select distinct unnest(${textArray(keys.ids)}) as key) f`;
  const keyCondition = keys === null ? sql`` : sql`and s.${sql.raw(keys.column)} = f.key`;
  // "nulls last" matches the feed indexes' order, so that each scan reads them in order.
  return sql`
    select k.id, k.published_at
    from (select unnest(${types})::story_type as content_type) t
    ${keySource}
    cross join lateral (
      select s.id, s.published_at from stories s
      where s.status = 'published' and s.content_type = t.content_type ${keyCondition}
      order by s.published_at desc nulls last, s.id desc nulls last
      limit ${depth}
    ) k`;
}

/** The scans whose merged rows hold every story a filter's page can show. */
function feedScans(types: SQL, filter: FeedFilter, depth: number): SQL {
  switch (filter.kind) {
    case 'all':
      return newestOfEach(types, null, depth);
    case 'company':
      return newestOfEach(types, { column: 'company_id', ids: filter.ids }, depth);
    case 'channel':
      return newestOfEach(types, { column: 'industry_id', ids: filter.ids }, depth);
    case 'reader':
      // A followed company's story in a chosen industry is found by both scans: `union` keeps one.
      return sql`${newestOfEach(types, { column: 'industry_id', ids: filter.channels }, depth)}
        union
        ${newestOfEach(types, { column: 'company_id', ids: filter.companies }, depth)}`;
  }
}

/**
 * One page of published stories of the given types, newest first (published_at, then id).
 * Each (type, key) pair reads at most `offset + 20` entries of its own feed index in order; the
 * pairs are merged and only the page's 20 rows are read in full.
 */
export async function findStoryPage(
  db: Database,
  input: { types: readonly StoryType[]; filter: FeedFilter; page: number },
): Promise<FeedStoryRow[]> {
  const offset = input.page * FEED_PAGE_SIZE;
  const scans = feedScans(textArray(input.types), input.filter, offset + FEED_PAGE_SIZE);
  const result = await db.execute(sql`
    with candidate as (${scans}),
    page as (
      select id, published_at from candidate
      order by published_at desc nulls last, id desc nulls last
      limit ${FEED_PAGE_SIZE} offset ${offset}
    )
    select ${STORY_CARD_COLUMNS}
    from page
    join stories s on s.id = page.id
    join companies c on c.id = s.company_id
    order by page.published_at desc nulls last, page.id desc nulls last`);
  return rowsOf<FeedStoryRow>(result);
}

/** One page of Summary-tab rows of one summary type, newest first. */
export async function findSummaryPage(
  db: Database,
  input: { type: SummaryType; filter: FeedFilter; page: number },
): Promise<FeedSummaryRow[]> {
  const { filter } = input;
  const filterCondition =
    filter.kind === 'company'
      ? sql`and m.company_id = any(${textArray(filter.ids)}::uuid[])`
      : filter.kind === 'channel'
        ? sql`and c.industry_id = any(${textArray(filter.ids)})`
        : filter.kind === 'reader'
          ? sql`and (c.industry_id = any(${textArray(filter.channels)})
              or m.company_id = any(${textArray(filter.companies)}::uuid[]))`
          : sql``;
  const result = await db.execute(sql`
    select m.id, m.company_id as "companyId", c.name as "companyName", c.logo_url as "logoUrl",
      c.industry_id as "industryId", m.type, m.published_at as "publishedAt", m.quarter, m.year,
      m.category, m.details, m.citations
    from summaries m
    join companies c on c.id = m.company_id
    where m.type = ${input.type} ${filterCondition}
    order by m.published_at desc nulls last, m.id desc nulls last
    limit ${FEED_PAGE_SIZE} offset ${input.page * FEED_PAGE_SIZE}`);
  return rowsOf<FeedSummaryRow>(result);
}

/** The type of a published story, or undefined when no published story has this id. */
export async function findPublishedStoryType(
  db: Database,
  storyId: string,
): Promise<StoryType | undefined> {
  const result = await db.execute(sql`
    select content_type as "contentType" from stories
    where id = ${storyId}::uuid and status = 'published'`);
  return rowsOf<{ contentType: StoryType }>(result)[0]?.contentType;
}

/**
 * The industries a reader chose and the companies they follow, read together in one query: a
 * reader's own feed is drawn from them on every request, so a change shows on the next page.
 */
export async function findReaderScope(db: Database, userId: string): Promise<ReaderScope> {
  const result = await db.execute(sql`
    select
      array(select industry_id from user_industries where user_id = ${userId}::uuid
        order by industry_id) as channels,
      array(select company_id::text from company_follows where user_id = ${userId}::uuid
        order by company_id) as companies`);
  const row = rowsOf<ReaderScope>(result)[0];
  return { channels: row?.channels ?? [], companies: row?.companies ?? [] };
}
