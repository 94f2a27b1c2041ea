import { sql } from 'drizzle-orm';
import type { Database } from '@clearcall/server/db/database';
import { companies } from '@clearcall/server/db/schema';
import { generateCompanies, selectTranscriptCompanies, type DemoCompany } from '../src/companies';
import { buildFinancialModel, type FinancialModel } from '../src/financials';
import { DEFAULT_DEMO_OPTIONS } from '../src/generate';
import { lastCompletedQuarter } from '../src/period';
import { createStoryWriter, STORY_WINDOW_DAYS } from '../src/stories';
import { leadSummaryFields } from '@clearcall/server/modules/stories/stories.engine';

/** Stories written by the project's generator; the bulk set repeats their texts in SQL. */
const TEMPLATE_STORIES = 5_000;
const INSERT_CHUNK = 500;
const SUMMARY_QUARTERS = 6;

export type BenchDataOptions = { companies: number; stories: number; seed: number };

function chunked<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size)
    result.push(rows.slice(start, start + size));
  return result;
}

/**
 * Loads the benchmark data set: the generator's companies, a pool of generator-written stories,
 * and then `stories` published stories built in SQL from that pool (company, type, text and
 * date spread like the generator's, a card summary, no full content), plus Summary-tab rows.
 */
export async function loadBenchData(
  db: Database,
  options: BenchDataOptions,
  log: (line: string) => void,
): Promise<void> {
  const reference = DEFAULT_DEMO_OPTIONS.referenceDate;
  const generated = generateCompanies(options.seed, options.companies);
  for (const part of chunked(generated, INSERT_CHUNK)) {
    await db.insert(companies).values(part.map((company) => company.row));
  }
  log(`  ${generated.length.toLocaleString('en-US')} companies from the generator`);

  const anchor = lastCompletedQuarter(reference);
  const models = new Map<number, FinancialModel>();
  const featured = selectTranscriptCompanies(generated, DEFAULT_DEMO_OPTIONS.transcriptCompanies);
  const writeStory = createStoryWriter({
    seed: options.seed,
    companies: generated,
    featured: new Set(featured.map((company) => company.index)),
    reference,
    modelFor: (company: DemoCompany) => {
      let model = models.get(company.index);
      if (!model) {
        model = buildFinancialModel(options.seed, company, anchor);
        models.set(company.index, model);
      }
      return model;
    },
  });
  await db.execute(sql`create unlogged table bench_templates (
    n integer primary key, content_type story_type, source text, title text, description text,
    url text, post_user text, post_user_title text, thumbnail_url text, video_url text,
    short_summary text)`);
  const templates = Array.from({ length: TEMPLATE_STORIES }, (_, index) => {
    const story = writeStory(index);
    return { n: index, story, summary: leadSummaryFields(story.content ?? '').shortSummary };
  });
  for (const part of chunked(templates, INSERT_CHUNK)) {
    const values = part.map(
      ({ n, story, summary }) =>
        sql`(${n}, ${story.contentType}::story_type, ${story.source}, ${story.title}, ${story.description ?? ''}, ${story.url ?? null}, ${story.postUser ?? null}, ${story.postUserTitle ?? null}, ${story.thumbnailUrl ?? null}, ${story.videoUrl ?? null}, ${summary})`,
    );
    await db.execute(sql`insert into bench_templates values ${sql.join(values, sql`, `)}`);
  }
  log(`  ${TEMPLATE_STORIES.toLocaleString('en-US')} template stories from the generator`);

  await db.execute(sql`create unlogged table bench_companies as
    select row_number() over (order by id) - 1 as n, id, industry_id from companies`);
  const started = performance.now();
  const windowSeconds = STORY_WINDOW_DAYS * 86_400;
  const earliest = new Date(reference.getTime() - windowSeconds * 1000).toISOString();
  const count = options.companies;
  const step = 100_000;
  for (let from = 1; from <= options.stories; from += step) {
    const to = Math.min(options.stories, from + step - 1);
    // Deterministic spreads from the row number: a company, a template and a minute in the window.
    await db.execute(sql`
      insert into stories (company_id, industry_id, content_type, status, published_at, quarter,
        year, source, title, description, url, post_user, post_user_title, thumbnail_url,
        video_url, short_summary)
      select c.id, c.industry_id, t.content_type, 'published', p.at,
        extract(quarter from p.at)::int, extract(year from p.at)::int, t.source, t.title,
        t.description, t.url, t.post_user, t.post_user_title, t.thumbnail_url, t.video_url,
        t.short_summary
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select
        ${earliest}::timestamptz + make_interval(secs => (hashint4(g * 7 + ${options.seed})::bigint & 2147483647) % ${windowSeconds}) as at) p
      join bench_companies c on c.n = (hashint4(g * 13 + ${options.seed})::bigint & 2147483647) % ${count}
      join bench_templates t on t.n = g % ${TEMPLATE_STORIES}`);
    log(
      `  ${to.toLocaleString('en-US')} stories (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  }

  await db.execute(sql`
    insert into summaries (company_id, type, year, quarter, category, details, published_at)
    select c.id, k.type::summary_type, extract(year from q.at)::int, extract(quarter from q.at)::int,
      k.category, 'Across the quarter, ' || k.category || ' pointed to steadier demand and firmer pricing.',
      q.at
    from bench_companies c
    cross join generate_series(0, ${SUMMARY_QUARTERS - 1}) as back
    cross join lateral (select date_trunc('quarter', ${reference.toISOString()}::timestamptz)
      - make_interval(months => 3 * back) - interval '1 day'
      + make_interval(mins => (hashint4(c.n::int * 31 + back) & 1023)) as at) q
    cross join (values ('summary_by_source', 'News'), ('summary_by_source', 'Hiring'),
      ('summary_by_source', 'Company reports'), ('summary_by_theme', 'Demand'),
      ('summary_by_theme', 'Pricing'), ('summary_by_theme', 'Costs'),
      ('summary_by_theme', 'Outlook')) as k(type, category)`);
  log('  Summary-tab rows: 7 per company quarter');
  await db.execute(sql`drop table bench_templates, bench_companies`);
  // Declared in the schema (summaries_feed_idx); made here too until its migration exists.
  await db.execute(sql`create index if not exists summaries_feed_idx
    on summaries (type, published_at desc nulls last, id desc nulls last)`);
  await db.execute(sql`vacuum analyze stories`);
  await db.execute(sql`vacuum analyze summaries`);
  await db.execute(sql`vacuum analyze companies`);
}
