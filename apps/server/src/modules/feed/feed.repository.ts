import { FEED_PAGE_SIZE, type StoryType, type SummaryType } from '@clearcall/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { FeedStoryRow, FeedSummaryRow } from './feed.presenter';

/** Which stories a page is drawn from: all, some companies, or some channels (industries). */
export type FeedFilter =
  | { kind: 'all' }
  | { kind: 'company'; ids: readonly string[] }
  | { kind: 'channel'; ids: readonly string[] };

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
 * One page of published stories of the given types, newest first (published_at, then id).
 * Each (type, company) or (type, channel) pair reads at most `offset + 20` entries of its own
 * feed index (stories_type_feed_idx, stories_company_feed_idx, stories_industry_feed_idx) in
 * order; the pairs are merged and only the page's 20 rows are read in full.
 */
export async function findStoryPage(
  db: Database,
  input: { types: readonly StoryType[]; filter: FeedFilter; page: number },
): Promise<FeedStoryRow[]> {
  const offset = input.page * FEED_PAGE_SIZE;
  const depth = offset + FEED_PAGE_SIZE;
  const { filter } = input;
  const keySource =
    filter.kind === 'company'
      ? sql`cross join (select distinct unnest(${textArray(filter.ids)})::uuid as key) f`
      : filter.kind === 'channel'
        ? sql`cross join (select distinct unnest(${textArray(filter.ids)}) as key) f`
        : sql``;
  const keyCondition =
    filter.kind === 'company'
      ? sql`and s.company_id = f.key`
      : filter.kind === 'channel'
        ? sql`and s.industry_id = f.key`
        : sql``;
  // "nulls last" matches the feed indexes' order, so that each scan reads them in order.
  const result = await db.execute(sql`
    with page as (
      select k.id, k.published_at
      from (select unnest(${textArray(input.types)})::story_type as content_type) t
      ${keySource}
      cross join lateral (
        select s.id, s.published_at from stories s
        where s.status = 'published' and s.content_type = t.content_type ${keyCondition}
        order by s.published_at desc nulls last, s.id desc nulls last
        limit ${depth}
      ) k
      order by k.published_at desc nulls last, k.id desc nulls last
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
