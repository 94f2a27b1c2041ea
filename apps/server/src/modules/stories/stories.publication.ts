/**
 * The writes and lookups of publishing an earnings call, on the stories module's tables: the
 * transcript, its story and the quarter's Summary-tab entries change together in one
 * transaction, so a failure leaves nothing half-made.
 */
import { and, desc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  earningTranscripts,
  stories,
  summaries,
  type TranscriptSpeaker,
} from '../../db/schema';
import type { EngineFields, QuarterSummary } from './stories.engine';
import { listQuarterStories, type QuarterStoryRow } from './stories.repository';

/** A company as a published story repeats it. */
export type PublishingCompany = {
  id: string;
  name: string;
  symbol: string;
  industryId: string | null;
};

/** The transcript row as publishing writes it; `id` null creates it. */
export type TranscriptWrite = {
  id: string | null;
  companyId: string;
  symbol: string;
  quarter: number;
  year: number;
  content: string;
  callDate: string | null;
  separatingSentence: string | null;
  qaStartSentence: number | null;
  speakers: TranscriptSpeaker[];
  textHash: string | null;
  sourceFormat: string | null;
};

export type PublicationInput = {
  transcript: TranscriptWrite;
  industryId: string | null;
  /** The story to rewrite; a new one is created when null. */
  storyId: string | null;
  story: EngineFields & { title: string; description: string; publishedAt: Date };
  /** Builds a quarter's Summary-tab entries once the story is in place. */
  summarizeQuarter: (
    period: { year: number; quarter: number },
    quarterStories: QuarterStoryRow[],
  ) => QuarterSummary[];
  perType: number;
};

type Period = { companyId: string; year: number; quarter: number };

/** The company of a call, with the name and industry its story repeats. */
export async function findPublishingCompany(
  db: Database | Transaction,
  companyId: string,
): Promise<PublishingCompany | undefined> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      symbol: companies.symbol,
      industryId: companies.industryId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** A transcript already stored for the company quarter, or with the same text. */
export type DuplicateCall = {
  transcriptId: string;
  storyId: string | null;
  reason: 'period' | 'text';
};

/**
 * The transcript of the same company quarter, else one with the same text hash (any company):
 * an import of either is a duplicate. The period's transcript wins, as the unique key.
 */
export async function findDuplicateCall(
  db: Database,
  call: {
    companyId: string | null;
    quarter: number | null;
    year: number | null;
    textHash: string | null;
  },
): Promise<DuplicateCall | null> {
  const samePeriod =
    call.companyId !== null && call.quarter !== null && call.year !== null
      ? and(
          eq(earningTranscripts.companyId, call.companyId),
          eq(earningTranscripts.quarter, call.quarter),
          eq(earningTranscripts.year, call.year),
        )
      : undefined;
  const sameText = call.textHash ? eq(earningTranscripts.textHash, call.textHash) : undefined;
  if (!samePeriod && !sameText) return null;
  const isSamePeriod = samePeriod ? sql<boolean>`${samePeriod}` : sql<boolean>`false`;
  const query = db
    .select({
      transcriptId: earningTranscripts.id,
      storyId: earningTranscripts.storyId,
      isSamePeriod,
    })
    .from(earningTranscripts)
    .where(or(samePeriod, sameText))
    .$dynamic();
  // The period's transcript first; a constant cannot be an ORDER BY term.
  const rows = await (samePeriod ? query.orderBy(desc(isSamePeriod)) : query).limit(1);
  const [row] = rows;
  if (!row) return null;
  return {
    transcriptId: row.transcriptId,
    storyId: row.storyId,
    reason: row.isSamePeriod ? 'period' : 'text',
  };
}

/** The transcript a published story was made from. */
export async function findTranscriptIdOfStory(
  db: Database,
  storyId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: earningTranscripts.id })
    .from(earningTranscripts)
    .where(eq(earningTranscripts.storyId, storyId));
  return row?.id;
}

/** Whether another transcript than `exceptId` holds the ticker's quarter (the unique key). */
export async function isPeriodTaken(
  db: Database,
  period: { symbol: string; quarter: number; year: number; exceptId: string | null },
): Promise<boolean> {
  const [row] = await db
    .select({ id: earningTranscripts.id })
    .from(earningTranscripts)
    .where(
      and(
        eq(earningTranscripts.symbol, period.symbol),
        eq(earningTranscripts.quarter, period.quarter),
        eq(earningTranscripts.year, period.year),
        period.exceptId ? ne(earningTranscripts.id, period.exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type PublishedTranscriptRow = {
  id: string;
  symbol: string;
  quarter: number;
  year: number;
  storyId: string;
  separatingSentence: string | null;
  publishedAt: Date;
};

/** Published calls, newest first, optionally those whose ticker or company name contains `q`. */
export async function listPublishedTranscriptRows(
  db: Database,
  query: { q?: string; limit: number },
): Promise<PublishedTranscriptRow[]> {
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      id: earningTranscripts.id,
      symbol: earningTranscripts.symbol,
      quarter: earningTranscripts.quarter,
      year: earningTranscripts.year,
      storyId: earningTranscripts.storyId,
      separatingSentence: earningTranscripts.separatingSentence,
      publishedAt: stories.publishedAt,
    })
    .from(earningTranscripts)
    .innerJoin(stories, eq(stories.id, earningTranscripts.storyId))
    .innerJoin(companies, eq(companies.id, earningTranscripts.companyId))
    .where(
      and(
        eq(earningTranscripts.status, true),
        isNotNull(earningTranscripts.storyId),
        pattern
          ? or(ilike(earningTranscripts.symbol, pattern), ilike(companies.name, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(stories.publishedAt), desc(earningTranscripts.id))
    .limit(query.limit);
  return rows.flatMap((row) => (row.storyId ? [{ ...row, storyId: row.storyId }] : []));
}

/** The period a transcript had before this publication, if it is stored already. */
async function storedPeriod(tx: Transaction, id: string | null): Promise<Period | null> {
  if (!id) return null;
  const [row] = await tx
    .select({
      companyId: earningTranscripts.companyId,
      year: earningTranscripts.year,
      quarter: earningTranscripts.quarter,
    })
    .from(earningTranscripts)
    .where(eq(earningTranscripts.id, id));
  return row ?? null;
}

async function rewriteQuarterSummaries(
  tx: Transaction,
  period: Period,
  input: PublicationInput,
): Promise<void> {
  const quarterStories = await listQuarterStories(tx, { ...period, perType: input.perType });
  await tx
    .delete(summaries)
    .where(
      and(
        eq(summaries.companyId, period.companyId),
        eq(summaries.year, period.year),
        eq(summaries.quarter, period.quarter),
      ),
    );
  const entries = input.summarizeQuarter(period, quarterStories);
  if (entries.length > 0) {
    await tx
      .insert(summaries)
      .values(
        entries.map((entry) => ({ ...entry, ...period, publishedAt: input.story.publishedAt })),
      );
  }
}

/**
 * Publishes a call in one transaction: the transcript is created or rewritten with its split
 * and speakers, its story created or rewritten, and the Summary-tab entries of its quarter
 * (and of the quarter it had before, when a replacement moved it) written again.
 */
export async function savePublication(
  db: Database,
  input: PublicationInput,
): Promise<{ storyId: string; transcriptId: string }> {
  const { transcript: call, story } = input;
  return db.transaction(async (tx) => {
    const previous = await storedPeriod(tx, call.id);
    const storyValues = {
      companyId: call.companyId,
      industryId: input.industryId,
      contentType: 'earnings' as const,
      status: 'published' as const,
      quarter: call.quarter,
      year: call.year,
      source: 'Earnings call',
      content: call.content,
      ...story,
      updatedAt: new Date(),
    };
    let storyId = input.storyId;
    if (storyId) {
      await tx.update(stories).set(storyValues).where(eq(stories.id, storyId));
    } else {
      const [created] = await tx.insert(stories).values(storyValues).returning({ id: stories.id });
      if (!created) throw new Error('insert returned no story');
      storyId = created.id;
    }
    const { id, ...transcriptValues } = call;
    const values = { ...transcriptValues, storyId, status: true, updatedAt: new Date() };
    let transcriptId = id;
    if (transcriptId) {
      await tx
        .update(earningTranscripts)
        .set(values)
        .where(eq(earningTranscripts.id, transcriptId));
    } else {
      const [created] = await tx
        .insert(earningTranscripts)
        .values(values)
        .returning({ id: earningTranscripts.id });
      if (!created) throw new Error('insert returned no transcript');
      transcriptId = created.id;
    }
    const period = { companyId: call.companyId, year: call.year, quarter: call.quarter };
    await rewriteQuarterSummaries(tx, period, input);
    if (
      previous &&
      (previous.companyId !== period.companyId ||
        previous.year !== period.year ||
        previous.quarter !== period.quarter)
    ) {
      await rewriteQuarterSummaries(tx, previous, input);
    }
    return { storyId, transcriptId };
  });
}
