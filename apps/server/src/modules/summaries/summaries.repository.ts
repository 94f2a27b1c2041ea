import type { SummaryType } from '@clearcall/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

/**
 * Every company quarter that has Summary-tab entries: companies most recently summarized first,
 * each company's quarters newest first.
 */
export async function listSummaryPeriods(db: Database): Promise<SummaryPeriodRow[]> {
  const latest = sql`max(${summaries.publishedAt}) over (partition by ${summaries.companyId})`;
  return db
    .selectDistinct({
      companyId: summaries.companyId,
      companyName: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
      year: summaries.year,
      quarter: summaries.quarter,
      latest: sql<Date>`${latest}`.as('latest'),
    })
    .from(summaries)
    .innerJoin(companies, eq(companies.id, summaries.companyId))
    .orderBy(
      desc(sql`latest`),
      asc(summaries.companyId),
      desc(summaries.year),
      desc(summaries.quarter),
    );
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
