import type { EarningTranscript, TranscriptSearchBody } from '@clearcall/contracts';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/job-types';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import {
  findPendingTranscripts,
  findTranscriptOfPeriod,
  publishCall,
  type TranscriptRow,
} from '../stories/stories.service';

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
  return (await findPendingTranscripts(db)).map(presentTranscript);
}

/** The text of one company quarter's transcript; NOT_FOUND when there is none. */
export async function getTranscriptContent(
  db: Database,
  period: TranscriptSearchBody,
): Promise<string> {
  const row = await findTranscriptOfPeriod(db, period);
  if (!row) throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.periodNotFound);
  return row.content;
}

/**
 * Publishes a transcript split at the admin's separating sentence through the stories module,
 * and records the publication in the audit log.
 * VALIDATION_FAILED when the sentence is not in the transcript, NOT_FOUND for an unknown id.
 */
export async function publishTranscriptWithSentence(
  db: Database,
  jobs: JobQueue,
  input: { id: string; sentence: string },
  actor: Actor,
): Promise<string> {
  const result = await publishCall(
    { db, jobs },
    { transcriptId: input.id, sentence: input.sentence },
  );
  if (result.status === 'not-found') throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.notFound);
  if (result.status === 'sentence-not-found') {
    throw new AppError('VALIDATION_FAILED', TRANSCRIPT_MESSAGES.sentenceNotFound, {
      issues: [{ path: 'sentence', message: TRANSCRIPT_MESSAGES.sentenceNotFound }],
    });
  }
  const { storyId, transcript, isFirstPublication } = result;
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
  return isFirstPublication ? TRANSCRIPT_MESSAGES.published : TRANSCRIPT_MESSAGES.republished;
}
