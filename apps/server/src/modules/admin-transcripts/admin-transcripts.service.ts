import { analyzeTranscript, type CompanyStory } from '@clearcall/insights';
import {
  SUMMARY_SOURCE_NAMES,
  type EarningTranscript,
  type TranscriptSearchBody,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-types';
import { AppError } from '../../lib/errors';
import { firstSentences } from '../../seed/story-common';
import { earningsFieldsOf } from '../../seed/story-insights';
import { companyQuarterSummaries, MAX_STORIES_PER_SOURCE } from '../../seed/summaries';
import { recordAuditEvent } from '../audit/audit.service';
import { invalidateFeedCache } from '../feed/feed.service';
import { notifyFollowers } from '../notifications/notifications.service';
import {
  findPublishableTranscript,
  findTranscriptByPeriod,
  listPendingTranscripts,
  publishTranscript,
  type QuarterStoryRow,
  type TranscriptRow,
} from './admin-transcripts.repository';

export const TRANSCRIPT_MESSAGES = {
  published: 'The transcript is split and published; followers of the company are being notified.',
  republished: 'The transcript is split again and its summaries are regenerated.',
  notFound: 'No transcript has this id.',
  periodNotFound: 'No transcript of this company and quarter.',
  sentenceNotFound:
    'This sentence is not in the transcript. Copy the exact sentence where the Q&A session begins.',
} as const;

type Actor = { userId: string; ipAddress: string | null };

function presentTranscript(row: TranscriptRow): EarningTranscript {
  return {
    _id: row.id,
    symbol: row.symbol,
    quarter: row.quarter,
    year: row.year,
    content: row.content,
  };
}

export async function getPendingTranscripts(db: Database): Promise<EarningTranscript[]> {
  return (await listPendingTranscripts(db)).map(presentTranscript);
}

/** The text of one company quarter's transcript; NOT_FOUND when there is none. */
export async function getTranscriptContent(
  db: Database,
  period: TranscriptSearchBody,
): Promise<string> {
  const row = await findTranscriptByPeriod(db, period);
  if (!row) throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.periodNotFound);
  return row.content;
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
 * Splits a transcript at the admin's separating sentence, runs the insights engine over it and
 * publishes its story; a transcript already published is split again and its story rewritten.
 * Feed pages are invalidated at once and the company's followers are notified by a job.
 * VALIDATION_FAILED when the sentence is not in the transcript, NOT_FOUND for an unknown id.
 */
export async function publishTranscriptWithSentence(
  db: Database,
  jobs: JobQueue,
  input: { id: string; sentence: string },
  actor: Actor,
): Promise<string> {
  const transcript = await findPublishableTranscript(db, input.id);
  if (!transcript) throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.notFound);
  const analysis = analyzeTranscript(transcript.content, {
    separator: input.sentence,
    company: transcript.companyName,
  });
  if (analysis.transcript.split.method !== 'separator') {
    throw new AppError('VALIDATION_FAILED', TRANSCRIPT_MESSAGES.sentenceNotFound, {
      issues: [{ path: 'sentence', message: TRANSCRIPT_MESSAGES.sentenceNotFound }],
    });
  }
  const fields = earningsFieldsOf(analysis);
  const isFirstPublication = transcript.storyId === null;
  const storyId = await publishTranscript(db, {
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
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'admin.transcript_published',
    targetId: storyId,
    detail: {
      transcriptId: transcript.id,
      symbol: transcript.symbol,
      period: `Q${transcript.quarter} ${transcript.year}`,
      isFirstPublication,
    },
    ipAddress: actor.ipAddress,
  });
  if (!isFirstPublication) return TRANSCRIPT_MESSAGES.republished;
  await notifyFollowers(jobs, storyId);
  return TRANSCRIPT_MESSAGES.published;
}
