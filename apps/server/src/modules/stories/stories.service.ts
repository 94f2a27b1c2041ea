import type { CompanyStory } from '@clearcall/insights';
import { SUMMARY_SOURCE_NAMES } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { companyQuarterSummaries, type QuarterSummary } from './stories.engine';
import {
  findPublishableTranscript,
  findTranscriptByPeriod,
  insertStoryBatch,
  listPendingTranscripts,
  type PublishableTranscript,
  type QuarterStoryRow,
  type StoryBatch,
  type TranscriptRow,
} from './stories.repository';
import {
  findDuplicateCall,
  findPublishingCompany,
  findTranscriptIdOfStory,
  isPeriodTaken,
  listPublishedTranscriptRows,
  savePublication,
  type DuplicateCall,
  type PublicationInput,
  type PublishedTranscriptRow,
  type PublishingCompany,
} from './stories.publication';

export type { StoryBatch, TranscriptRow, PublishableTranscript } from './stories.repository';
export type {
  DuplicateCall,
  PublicationInput,
  PublishedTranscriptRow,
  PublishingCompany,
  TranscriptWrite,
} from './stories.publication';
export {
  earningsFieldsOf,
  firstSentences,
  MAX_STORIES_PER_SOURCE,
  type EngineFields,
} from './stories.engine';

/** Transcripts still waiting for their separating sentence, oldest first. */
export async function findPendingTranscripts(db: Database): Promise<TranscriptRow[]> {
  return listPendingTranscripts(db);
}

/** The transcript of one company quarter, by ticker. */
export async function findTranscriptOfPeriod(
  db: Database,
  period: { symbol: string; quarter: number; year: number },
): Promise<TranscriptRow | undefined> {
  return findTranscriptByPeriod(db, period);
}

/** A transcript with its company's name and industry, its split and its story. */
export async function findTranscriptForPublishing(
  db: Database,
  transcriptId: string,
): Promise<PublishableTranscript | undefined> {
  return findPublishableTranscript(db, transcriptId);
}

/** The company of a call with the fields its story repeats. */
export async function findCompanyForPublishing(
  db: Database,
  companyId: string,
): Promise<PublishingCompany | undefined> {
  return findPublishingCompany(db, companyId);
}

/** The transcript of the same company quarter or of the same text, if one is stored. */
export async function findDuplicateTranscript(
  db: Database,
  call: {
    companyId: string | null;
    quarter: number | null;
    year: number | null;
    textHash: string | null;
  },
): Promise<DuplicateCall | null> {
  return findDuplicateCall(db, call);
}

/** The transcript a story was published from. */
export async function findTranscriptOfStory(
  db: Database,
  storyId: string,
): Promise<string | undefined> {
  return findTranscriptIdOfStory(db, storyId);
}

/** Whether a transcript other than `exceptId` already holds the ticker's quarter. */
export async function isTranscriptPeriodTaken(
  db: Database,
  period: { symbol: string; quarter: number; year: number; exceptId: string | null },
): Promise<boolean> {
  return isPeriodTaken(db, period);
}

/** Published calls, newest first, filtered by ticker or company name. */
export async function listPublishedTranscripts(
  db: Database,
  query: { q?: string; limit: number },
): Promise<PublishedTranscriptRow[]> {
  return listPublishedTranscriptRows(db, query);
}

/** A quarter's stories as the Summary tab reads them: a call by its long summary. */
export function summarizeQuarterStories(
  period: { year: number; quarter: number },
  rows: QuarterStoryRow[],
): QuarterSummary[] {
  return companyQuarterSummaries(
    rows
      .map((row): CompanyStory => ({
        id: row.id,
        source: SUMMARY_SOURCE_NAMES[row.contentType],
        year: period.year,
        quarter: period.quarter,
        text: row.contentType === 'earnings' ? row.longSummary : row.content,
      }))
      .filter((story) => story.text.trim() !== ''),
  );
}

/**
 * Stores a call's transcript, story and quarter summaries in one transaction. Only the
 * publishing pipeline calls it: it also runs the engine, clears caches and notifies.
 */
export async function storePublication(
  db: Database,
  input: PublicationInput,
): Promise<{ storyId: string; transcriptId: string }> {
  return savePublication(db, input);
}

/**
 * Stores a batch of finished story rows in the caller's transaction, for loading many stories
 * at once (the demo data set): no jobs, no notifications and no cache to invalidate, so the
 * same rows always give the same database.
 */
export async function insertStoriesInBulk(tx: Transaction, batch: StoryBatch): Promise<void> {
  await insertStoryBatch(tx, batch);
}
