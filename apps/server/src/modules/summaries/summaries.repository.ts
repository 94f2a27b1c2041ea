import type { SummaryType } from '@clearcall/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, summaries } from '../../db/schema';

/** One company quarter with Summary-tab entries. */
export type SummaryPeriodRow = {
  companyId: string;
  companyName: string;
  symbol: string;
  logoUrl: string | null;
  year: number;
  quarter: number;
  /** The sources summarized in the quarter, e.g. "Earnings calls". */
  sources: string[];
};

export type SummaryItemRow = {
  id: string;
  companyId: string;
  companyName: string;
  symbol: string;
  logoUrl: string | null;
  type: SummaryType;
  category: string;
  details: string;
  citations: string[];
  publishedAt: Date;
};

/** `db.execute` answers `{rows}` over both node-postgres and PGlite. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Every company quarter that has Summary-tab entries, with the sources summarized in it:
 * companies most recently summarized first, each company's quarters newest first.
 */
export async function listSummaryPeriods(db: Database): Promise<SummaryPeriodRow[]> {
  const result = await db.execute(sql`
    select p.*, c.name as "companyName", c.symbol, c.logo_url as "logoUrl"
    from (
      select company_id as "companyId", year, quarter,
        coalesce(
          array_agg(distinct category) filter (where type = 'summary_by_source'),
          '{}'
        ) as sources,
        max(max(published_at)) over (partition by company_id) as latest
      from summaries
      group by company_id, year, quarter
    ) p
    join companies c on c.id = p."companyId"
    order by p.latest desc, p."companyId", p.year desc, p.quarter desc`);
  return rowsOf<SummaryPeriodRow>(result);
}

/** The entries of one summary type for one company quarter. */
export async function listSummaryItems(
  db: Database,
  query: { companyId: string; year: number; quarter: number; type: SummaryType },
): Promise<SummaryItemRow[]> {
  return db
    .select({
      id: summaries.id,
      companyId: summaries.companyId,
      companyName: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
      type: summaries.type,
      category: summaries.category,
      details: summaries.details,
      citations: summaries.citations,
      publishedAt: summaries.publishedAt,
    })
    .from(summaries)
    .innerJoin(companies, eq(companies.id, summaries.companyId))
    .where(
      and(
        eq(summaries.companyId, query.companyId),
        eq(summaries.year, query.year),
        eq(summaries.quarter, query.quarter),
        eq(summaries.type, query.type),
      ),
    )
    .orderBy(asc(summaries.category));
}
