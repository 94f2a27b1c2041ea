import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  earningTranscripts,
  stories,
  summaries,
  type TranscriptSpeaker,
} from '../../db/schema';
import { chunks } from '../../db/insert-chunks';

export type TranscriptRow = {
  id: string;
  symbol: string;
  quarter: number;
  year: number;
  content: string;
};

/** A transcript with what publishing it needs: its company and the story it may already have. */
export type PublishableTranscript = TranscriptRow & {
  companyId: string;
  companyName: string;
  industryId: string | null;
  storyId: string | null;
  separatingSentence: string | null;
  qaStartSentence: number | null;
  speakers: TranscriptSpeaker[];
  callDate: string | null;
  textHash: string | null;
  sourceFormat: string | null;
};

/** A published story of a company quarter, as the Summary tab's summaries read it. */
export type QuarterStoryRow = {
  id: string;
  contentType: (typeof stories.$inferSelect)['contentType'];
  content: string;
  longSummary: string;
};

const TRANSCRIPT_COLUMNS = {
  id: earningTranscripts.id,
  symbol: earningTranscripts.symbol,
  quarter: earningTranscripts.quarter,
  year: earningTranscripts.year,
  content: earningTranscripts.content,
};

/** Transcripts still waiting for their separating sentence, oldest first. */
export async function listPendingTranscripts(db: Database): Promise<TranscriptRow[]> {
  return db
    .select(TRANSCRIPT_COLUMNS)
    .from(earningTranscripts)
    .where(eq(earningTranscripts.status, false))
    .orderBy(asc(earningTranscripts.createdAt), asc(earningTranscripts.id));
}

/** The transcript of one company quarter, by ticker. */
export async function findTranscriptByPeriod(
  db: Database,
  period: { symbol: string; quarter: number; year: number },
): Promise<TranscriptRow | undefined> {
  const [row] = await db
    .select(TRANSCRIPT_COLUMNS)
    .from(earningTranscripts)
    .where(
      and(
        eq(earningTranscripts.symbol, period.symbol),
        eq(earningTranscripts.year, period.year),
        eq(earningTranscripts.quarter, period.quarter),
      ),
    );
  return row;
}

/** A transcript with its company's name and industry and its story, for publishing it. */
export async function findPublishableTranscript(
  db: Database | Transaction,
  id: string,
): Promise<PublishableTranscript | undefined> {
  const [row] = await db
    .select({
      ...TRANSCRIPT_COLUMNS,
      companyId: companies.id,
      companyName: companies.name,
      industryId: companies.industryId,
      storyId: earningTranscripts.storyId,
      separatingSentence: earningTranscripts.separatingSentence,
      qaStartSentence: earningTranscripts.qaStartSentence,
      speakers: earningTranscripts.speakers,
      callDate: earningTranscripts.callDate,
      textHash: earningTranscripts.textHash,
      sourceFormat: earningTranscripts.sourceFormat,
    })
    .from(earningTranscripts)
    .innerJoin(companies, eq(companies.id, earningTranscripts.companyId))
    .where(eq(earningTranscripts.id, id));
  return row;
}

/**
 * The company quarter's published stories, newest first, at most `perType` of each type: what
 * the quarter's Summary-tab entries are written from.
 */
export async function listQuarterStories(
  db: Database | Transaction,
  period: { companyId: string; year: number; quarter: number; perType: number },
): Promise<QuarterStoryRow[]> {
  const ranked = db
    .select({
      id: stories.id,
      contentType: stories.contentType,
      content: stories.content,
      longSummary: stories.longSummary,
      rank: sql<number>`row_number() over (partition by ${stories.contentType} order by ${stories.publishedAt} desc, ${stories.id} desc)`.as(
        'rank',
      ),
    })
    .from(stories)
    .where(
      and(
        eq(stories.companyId, period.companyId),
        eq(stories.year, period.year),
        eq(stories.quarter, period.quarter),
        eq(stories.status, 'published'),
      ),
    )
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      contentType: ranked.contentType,
      content: ranked.content,
      longSummary: ranked.longSummary,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${period.perType}`)
    .orderBy(desc(ranked.id));
}

/** Rows of the story tables as a bulk publication brings them, ids included. */
export type StoryBatch = {
  stories?: readonly StoryValues[];
  earningTranscripts?: readonly EarningTranscriptValues[];
  summaries?: readonly SummaryValues[];
};

export type StoryValues = typeof stories.$inferInsert & { id: string };
export type EarningTranscriptValues = typeof earningTranscripts.$inferInsert & { id: string };
export type SummaryValues = typeof summaries.$inferInsert & { id: string };

const textSize = (row: { content?: string | null }) => row.content?.length ?? 0;
/** An earnings story also carries its parsed transcript (summaryData), about its size again. */
const storySize = (row: { content?: string | null; summaryData?: unknown }) =>
  textSize(row) * (row.summaryData === undefined ? 1 : 2);

/**
 * Inserts a batch of finished rows in the caller's transaction: stories first, since a
 * transcript points at its story, then transcripts and Summary-tab entries.
 */
export async function insertStoryBatch(tx: Transaction, batch: StoryBatch): Promise<void> {
  for (const part of chunks(batch.stories ?? [], storySize)) await tx.insert(stories).values(part);
  for (const part of chunks(batch.earningTranscripts ?? [], textSize))
    await tx.insert(earningTranscripts).values(part);
  for (const part of chunks(batch.summaries ?? [])) await tx.insert(summaries).values(part);
}
