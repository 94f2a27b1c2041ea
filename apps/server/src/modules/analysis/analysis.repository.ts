import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  analyses,
  analysisMessages,
  companies,
  conversationUsage,
  stories,
  type AnalysisFilters,
  type AnalysisMessageSource,
} from '../../db/schema';

type Executor = Database | Transaction;

export type AnalysisRow = typeof analyses.$inferSelect;
export type MessageRow = typeof analysisMessages.$inferSelect;

export type CompanyRow = { id: string; name: string; symbol: string; logoUrl: string | null };

/** An earnings call an analysis can work over: where it sits and when its text last changed. */
export type CallHead = {
  id: string;
  companyId: string;
  companyName: string;
  year: number;
  quarter: number;
  updatedAt: Date;
};

/** A call with its text. */
export type CallRow = CallHead & { content: string };

/** One company quarter with a published earnings call. */
export type CallPeriodRow = CompanyRow & { year: number; quarter: number };

/** The user's analyses that are not deleted, most recently updated first. */
export async function listLiveAnalyses(db: Executor, userId: string): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(analyses)
    .where(and(eq(analyses.userId, userId), eq(analyses.status, true)))
    .orderBy(desc(analyses.updatedAt), desc(analyses.createdAt));
}

/** One of the user's analyses that is not deleted; another user's is never found. */
export async function findLiveAnalysis(
  db: Executor,
  userId: string,
  analysisId: string,
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .select()
    .from(analyses)
    .where(
      and(eq(analyses.id, analysisId), eq(analyses.userId, userId), eq(analyses.status, true)),
    );
  return row;
}

export async function insertAnalysis(
  db: Executor,
  userId: string,
  name: string,
): Promise<AnalysisRow> {
  const [row] = await db.insert(analyses).values({ userId, name }).returning();
  if (!row) throw new Error('insert returned no analysis');
  return row;
}

/** Changes a live analysis of the user and stamps it updated; undefined when there is none. */
export async function updateLiveAnalysis(
  db: Executor,
  userId: string,
  analysisId: string,
  values: Partial<Pick<AnalysisRow, 'name' | 'status' | 'filters' | 'contextualSummary'>>,
  now: Date = new Date(),
): Promise<AnalysisRow | undefined> {
  const [row] = await db
    .update(analyses)
    .set({ ...values, updatedAt: now })
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, userId), eq(analyses.status, true)))
    .returning();
  return row;
}

/** The messages of an analysis in the order they were written. */
export async function listMessages(db: Executor, analysisId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(analysisMessages)
    .where(eq(analysisMessages.analysisId, analysisId))
    .orderBy(asc(analysisMessages.createdAt), asc(analysisMessages.role));
}

export async function insertMessage(
  db: Executor,
  values: {
    id?: string;
    analysisId: string;
    role: 'user' | 'system';
    message: string;
    sources?: AnalysisMessageSource[];
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(analysisMessages).values({
    ...values,
    sources: values.sources ?? [],
    citations: (values.sources ?? []).map((source) => source.storyId),
  });
}

const publishedCall = and(
  eq(stories.contentType, 'earnings'),
  eq(stories.status, 'published'),
  isNotNull(stories.year),
  isNotNull(stories.quarter),
);

/**
 * The published earnings calls of the given companies with text, in the given years and
 * quarters (an empty list means any), newest first. The text itself is not read: a selection may
 * hold many long calls, and a cached index needs none of it.
 */
export async function listCalls(
  db: Executor,
  selection: {
    companyIds: readonly string[];
    years: readonly number[];
    quarters: readonly number[];
  },
): Promise<CallHead[]> {
  if (selection.companyIds.length === 0) return [];
  const rows = await db
    .select({
      id: stories.id,
      companyId: stories.companyId,
      companyName: companies.name,
      year: stories.year,
      quarter: stories.quarter,
      updatedAt: stories.updatedAt,
    })
    .from(stories)
    .innerJoin(companies, eq(companies.id, stories.companyId))
    .where(
      and(
        publishedCall,
        ne(stories.content, ''),
        inArray(stories.companyId, [...selection.companyIds]),
        selection.years.length > 0 ? inArray(stories.year, [...selection.years]) : undefined,
        selection.quarters.length > 0
          ? inArray(stories.quarter, [...selection.quarters])
          : undefined,
      ),
    )
    .orderBy(desc(stories.year), desc(stories.quarter), asc(companies.name), asc(stories.id));
  return rows.map((row) => ({ ...row, year: row.year ?? 0, quarter: row.quarter ?? 0 }));
}

/**
 * The text of the given calls, in their order. A call unpublished or emptied since it was listed
 * is left out.
 */
export async function readCallTexts(db: Executor, calls: readonly CallHead[]): Promise<CallRow[]> {
  if (calls.length === 0) return [];
  const rows = await db
    .select({ id: stories.id, content: stories.content })
    .from(stories)
    .where(
      and(
        publishedCall,
        ne(stories.content, ''),
        inArray(
          stories.id,
          calls.map((call) => call.id),
        ),
      ),
    );
  const texts = new Map(rows.map((row) => [row.id, row.content]));
  return calls.flatMap((call) => {
    const content = texts.get(call.id);
    return content === undefined ? [] : [{ ...call, content }];
  });
}

/** Every company quarter with a published earnings call, by company name, newest first. */
export async function listCallPeriods(db: Executor): Promise<CallPeriodRow[]> {
  const rows = await db
    .selectDistinct({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      logoUrl: companies.logoUrl,
      year: stories.year,
      quarter: stories.quarter,
    })
    .from(stories)
    .innerJoin(companies, eq(companies.id, stories.companyId))
    .where(publishedCall)
    .orderBy(asc(companies.name), asc(companies.id), desc(stories.year), desc(stories.quarter));
  return rows.map((row) => ({ ...row, year: row.year ?? 0, quarter: row.quarter ?? 0 }));
}

/** Replies counted for the user on the given day (`YYYY-MM-DD`). */
export async function findUsage(db: Executor, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ count: conversationUsage.count })
    .from(conversationUsage)
    .where(and(eq(conversationUsage.userId, userId), eq(conversationUsage.day, day)));
  return row?.count ?? 0;
}

/**
 * Counts one reply for the day unless `limit` are counted already, in one statement, so that
 * concurrent requests cannot pass the limit together. False when the limit was reached.
 */
export async function reserveUsage(
  db: Executor,
  userId: string,
  day: string,
  limit: number,
): Promise<boolean> {
  if (limit < 1) return false;
  const rows = await db
    .insert(conversationUsage)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [conversationUsage.userId, conversationUsage.day],
      set: { count: sql`${conversationUsage.count} + 1` },
      setWhere: sql`${conversationUsage.count} < ${limit}`,
    })
    .returning({ count: conversationUsage.count });
  return rows.length > 0;
}

/** Gives back a reservation whose reply could not be written. */
export async function releaseUsage(db: Executor, userId: string, day: string): Promise<void> {
  await db
    .update(conversationUsage)
    .set({ count: sql`greatest(${conversationUsage.count} - 1, 0)` })
    .where(and(eq(conversationUsage.userId, userId), eq(conversationUsage.day, day)));
}

export type { AnalysisFilters, AnalysisMessageSource };

/** Every analysis of the user, deleted ones too, oldest first, for the data export. */
export async function listAllAnalysesOfUser(db: Executor, userId: string): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(asc(analyses.createdAt));
}

/** The messages of the given analyses, oldest first. */
export async function listMessagesOfAnalyses(
  db: Executor,
  analysisIds: readonly string[],
): Promise<MessageRow[]> {
  if (analysisIds.length === 0) return [];
  return db
    .select()
    .from(analysisMessages)
    .where(inArray(analysisMessages.analysisId, [...analysisIds]))
    .orderBy(asc(analysisMessages.createdAt));
}
