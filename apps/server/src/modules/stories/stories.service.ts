import { analyzeTranscript, type CompanyStory } from '@clearcall/insights';
import { SUMMARY_SOURCE_NAMES } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import type { JobQueue } from '../../jobs/job-types';
import { invalidateFeedCache } from '../feed/feed.service';
import { notifyFollowers } from '../notifications/notifications.service';
import {
  companyQuarterSummaries,
  earningsFieldsOf,
  firstSentences,
  MAX_STORIES_PER_SOURCE,
} from './stories.engine';
import {
  findPublishableTranscript,
  findTranscriptByPeriod,
  insertStoryBatch,
  listPendingTranscripts,
  publishTranscript,
  type PublishableTranscript,
  type QuarterStoryRow,
  type StoryBatch,
  type TranscriptRow,
} from './stories.repository';

export type { StoryBatch, TranscriptRow } from './stories.repository';

/** What publishing needs beyond the database: the queue that notifies followers. */
export type PublishDeps = { db: Database; jobs: JobQueue };

export type PublishCallResult =
  | { status: 'not-found' }
  /** The separating sentence is not in the transcript, so it cannot be split there. */
  | { status: 'sentence-not-found' }
  | {
      status: 'published';
      storyId: string;
      transcript: PublishableTranscript;
      isFirstPublication: boolean;
    };

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

/** A quarter's stories as the Summary tab reads them: a call by its long summary. */
function quarterSummaries(year: number, quarter: number) {
  return (rows: QuarterStoryRow[]) =>
    companyQuarterSummaries(
      rows
        .map((row): CompanyStory => ({
          id: row.id,
          source: SUMMARY_SOURCE_NAMES[row.contentType],
          year,
          quarter,
          text: row.contentType === 'earnings' ? row.longSummary : row.content,
        }))
        .filter((story) => story.text.trim() !== ''),
    );
}

/**
 * Publishes one earnings call: splits its transcript at the separating sentence, runs the
 * insights engine, stores the story with its summaries, FAQs, figures and citations and
 * rewrites the quarter's Summary-tab entries. Feed pages are invalidated at once; on the first
 * publication the company's followers are notified by a job. A call already published is split
 * again and its story rewritten.
 */
export async function publishCall(
  deps: PublishDeps,
  input: { transcriptId: string; sentence: string },
): Promise<PublishCallResult> {
  const transcript = await findPublishableTranscript(deps.db, input.transcriptId);
  if (!transcript) return { status: 'not-found' };
  const analysis = analyzeTranscript(transcript.content, {
    separator: input.sentence,
    company: transcript.companyName,
  });
  if (analysis.transcript.split.method !== 'separator') return { status: 'sentence-not-found' };
  const fields = earningsFieldsOf(analysis);
  const isFirstPublication = transcript.storyId === null;
  const storyId = await publishTranscript(deps.db, {
    transcript,
    sentence: input.sentence,
    story: {
      ...fields,
      title: `${transcript.companyName} Q${transcript.quarter} ${transcript.year} Earnings Call Transcript`,
      description: firstSentences(fields.shortSummary ?? '', 1),
      publishedAt: new Date(),
    },
    summarizeQuarter: quarterSummaries(transcript.year, transcript.quarter),
    perType: MAX_STORIES_PER_SOURCE,
  });
  invalidateFeedCache();
  if (isFirstPublication) await notifyFollowers(deps.jobs, storyId);
  return { status: 'published', storyId, transcript, isFirstPublication };
}

/**
 * Stores a batch of finished story rows in the caller's transaction, for loading many stories
 * at once (the demo data set): no jobs, no notifications and no cache to invalidate, so the
 * same rows always give the same database.
 */
export async function publishStoriesInBulk(tx: Transaction, batch: StoryBatch): Promise<void> {
  await insertStoryBatch(tx, batch);
}
