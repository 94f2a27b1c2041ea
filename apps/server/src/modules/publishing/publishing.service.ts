/**
 * The one path that publishes an earnings call, whoever asks: the import, the separating-
 * sentence screen, a reprocess. It runs the engine off the event loop, stores the transcript,
 * its story and the quarter's summaries in one transaction, clears every cache that holds
 * older data and, on a first publication, notifies the company's followers.
 */
import type { Database, Transaction } from '../../db/database';
import type { TranscriptSpeaker } from '../../db/schema';
import type { EnginePool } from '../../engine/engine-pool';
import type { JobQueue } from '../../jobs/job-types';
import { invalidateCompanySearch } from '../company-search/company-search.service';
import { invalidateFeedCache } from '../feed/feed.service';
import { notifyFollowers } from '../notifications/notifications.service';
import {
  findCompanyForPublishing,
  findTranscriptForPublishing,
  firstSentences,
  insertStoriesInBulk,
  MAX_STORIES_PER_SOURCE,
  storePublication,
  summarizeQuarterStories,
  type StoryBatch,
  type TranscriptWrite,
} from '../stories/stories.service';
import type { CallSplit } from './publishing.engine';

export type { CallSplit } from './publishing.engine';

/** What publishing needs beyond the database: the queue and the engine's workers. */
export type PublishDeps = { db: Database; jobs: JobQueue; engine: EnginePool };

/** A new call to store with its story (an import), or corrections to a stored transcript. */
export type CallSource =
  | { transcriptId: string }
  | {
      /** The stored transcript this import replaces, if any. */
      transcriptId: string | null;
      /** The story being replaced, kept so that its likes and links stay. */
      storyId: string | null;
      companyId: string;
      quarter: number;
      year: number;
      content: string;
      callDate: string | null;
      textHash: string | null;
      sourceFormat: string | null;
    };

export type PublishRequest = {
  source: CallSource;
  /** The split; a stored transcript keeps its own when absent. */
  split?: CallSplit;
  /** Speakers' roles as confirmed; a stored transcript keeps its own when absent. */
  speakers?: TranscriptSpeaker[];
  /** Called as the steps finish (0..1), for a job's progress. */
  onProgress?: (progress: number) => Promise<void>;
};

export type PublishCallResult =
  | { status: 'not-found' }
  /** The split does not fall on a sentence of the transcript. */
  | { status: 'sentence-not-found' }
  /** The text breaks one of the engine's bounds (too long, too many sentences). */
  | { status: 'invalid-text'; message: string }
  | {
      status: 'published';
      storyId: string;
      transcriptId: string;
      symbol: string;
      quarter: number;
      year: number;
      isFirstPublication: boolean;
    };

/** Progress at the end of each step of a publication. */
export const PUBLISH_PROGRESS = { loaded: 0.6, analyzed: 0.85, stored: 0.95, done: 1 } as const;

type ResolvedCall = {
  write: TranscriptWrite;
  companyName: string;
  industryId: string | null;
  storyId: string | null;
  split: CallSplit | null;
};

async function resolveCall(db: Database, request: PublishRequest): Promise<ResolvedCall | null> {
  const { source } = request;
  if (!('companyId' in source)) {
    const stored = await findTranscriptForPublishing(db, source.transcriptId);
    if (!stored) return null;
    const storedSplit: CallSplit | null =
      stored.qaStartSentence !== null
        ? { qaStart: stored.qaStartSentence }
        : stored.separatingSentence
          ? { sentence: stored.separatingSentence }
          : null;
    return {
      write: {
        id: stored.id,
        companyId: stored.companyId,
        symbol: stored.symbol,
        quarter: stored.quarter,
        year: stored.year,
        content: stored.content,
        callDate: stored.callDate,
        separatingSentence: stored.separatingSentence,
        qaStartSentence: stored.qaStartSentence,
        speakers: request.speakers ?? stored.speakers,
        textHash: stored.textHash,
        sourceFormat: stored.sourceFormat,
      },
      companyName: stored.companyName,
      industryId: stored.industryId,
      storyId: stored.storyId,
      split: request.split ?? storedSplit,
    };
  }
  const company = await findCompanyForPublishing(db, source.companyId);
  if (!company) return null;
  return {
    write: {
      id: source.transcriptId,
      companyId: company.id,
      symbol: company.symbol,
      quarter: source.quarter,
      year: source.year,
      content: source.content,
      callDate: source.callDate,
      separatingSentence: null,
      qaStartSentence: null,
      speakers: request.speakers ?? [],
      textHash: source.textHash,
      sourceFormat: source.sourceFormat,
    },
    companyName: company.name,
    industryId: company.industryId,
    storyId: source.storyId,
    split: request.split ?? null,
  };
}

/**
 * Clears every cache that holds data a publication changes. Feed pages, the Summary tab's
 * menus and the analysis picker follow the feed's version; the company page's views and
 * insights and the chat's indexes are keyed by the stories' update times, which the
 * publication moves; the company search index is dropped so a newly imported company is found.
 */
export function invalidatePublishedData(db: Database): void {
  invalidateFeedCache();
  invalidateCompanySearch(db);
}

/**
 * A call's story is dated by the day the call was held when that is known, so that a call
 * imported months later takes its place in the feeds instead of passing for the newest. A
 * date still to come, or none, dates it now.
 */
export function storyDate(callDate: string | null, now = new Date()): Date {
  if (callDate === null) return now;
  const held = new Date(`${callDate}T12:00:00Z`);
  return Number.isNaN(held.getTime()) || held > now ? now : held;
}

/**
 * Publishes one earnings call: runs the engine over it split at the given sentence, stores the
 * transcript, story (summaries, FAQs, figures, citations) and the quarter's summaries in one
 * transaction, clears the caches and, on a first publication, notifies the company's
 * followers by a job. A call already published is rewritten in place.
 */
export async function publishCall(
  deps: PublishDeps,
  request: PublishRequest,
): Promise<PublishCallResult> {
  const progress = request.onProgress ?? (async () => undefined);
  const call = await resolveCall(deps.db, request);
  if (!call) return { status: 'not-found' };
  if (!call.split) return { status: 'sentence-not-found' };
  await progress(PUBLISH_PROGRESS.loaded);
  const analysis = await deps.engine.run('callAnalysis', {
    content: call.write.content,
    company: call.companyName,
    split: call.split,
    speakers: call.write.speakers,
  });
  if (!analysis.ok) {
    return analysis.reason === 'invalid-text'
      ? { status: 'invalid-text', message: analysis.message }
      : { status: 'sentence-not-found' };
  }
  await progress(PUBLISH_PROGRESS.analyzed);
  const write: TranscriptWrite = {
    ...call.write,
    separatingSentence: 'sentence' in call.split ? call.split.sentence : null,
    qaStartSentence: analysis.qaStart,
  };
  const isFirstPublication = call.storyId === null;
  const { fields } = analysis;
  const { storyId, transcriptId } = await storePublication(deps.db, {
    transcript: write,
    industryId: call.industryId,
    storyId: call.storyId,
    story: {
      ...fields,
      title: `${call.companyName} Q${write.quarter} ${write.year} Earnings Call Transcript`,
      description: firstSentences(fields.shortSummary ?? '', 1),
      publishedAt: storyDate(write.callDate),
    },
    summarizeQuarter: summarizeQuarterStories,
    perType: MAX_STORIES_PER_SOURCE,
  });
  await progress(PUBLISH_PROGRESS.stored);
  invalidatePublishedData(deps.db);
  if (isFirstPublication) await notifyFollowers(deps.jobs, storyId);
  await progress(PUBLISH_PROGRESS.done);
  return {
    status: 'published',
    storyId,
    transcriptId,
    symbol: write.symbol,
    quarter: write.quarter,
    year: write.year,
    isFirstPublication,
  };
}

/**
 * Stores a batch of finished story rows in the caller's transaction, for loading many stories
 * at once (the demo data set, whose engine output is computed beforehand): no jobs, no
 * notifications and no cache to clear, so the same rows always give the same database.
 */
export async function publishStoriesInBulk(tx: Transaction, batch: StoryBatch): Promise<void> {
  await insertStoriesInBulk(tx, batch);
}
