import type {
  EarningTranscript,
  PublishedTranscript,
  SplitPreviewResponse,
  TranscriptSearchBody,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import { publishCall, type PublishDeps } from '../publishing/publishing.service';
import {
  findPendingTranscripts,
  findTranscriptForPublishing,
  findTranscriptOfPeriod,
  listPublishedTranscripts,
  type TranscriptRow,
} from '../stories/stories.service';

/** The most published calls one list answers; a search narrows it. */
export const PUBLISHED_LIST_LIMIT = 200;

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
  deps: PublishDeps,
  input: { id: string; sentence: string },
  actor: Actor,
): Promise<string> {
  const { db } = deps;
  const result = await publishCall(deps, {
    source: { transcriptId: input.id },
    split: { sentence: input.sentence },
  });
  if (result.status === 'not-found') throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.notFound);
  if (result.status === 'sentence-not-found') {
    throw new AppError('VALIDATION_FAILED', TRANSCRIPT_MESSAGES.sentenceNotFound, {
      issues: [{ path: 'sentence', message: TRANSCRIPT_MESSAGES.sentenceNotFound }],
    });
  }
  if (result.status === 'invalid-text') {
    throw new AppError('VALIDATION_FAILED', result.message, {
      issues: [{ path: 'id', message: result.message }],
    });
  }
  const { storyId, isFirstPublication } = result;
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'admin.transcript_published',
    targetId: storyId,
    detail: {
      transcriptId: result.transcriptId,
      symbol: result.symbol,
      period: `Q${result.quarter} ${result.year}`,
      isFirstPublication,
    },
    ipAddress: actor.ipAddress,
  });
  return isFirstPublication ? TRANSCRIPT_MESSAGES.published : TRANSCRIPT_MESSAGES.republished;
}

/** Published calls, newest first, whose ticker or company name contains `q`. */
export async function getPublishedTranscripts(
  db: Database,
  q: string | undefined,
): Promise<PublishedTranscript[]> {
  const rows = await listPublishedTranscripts(db, { q, limit: PUBLISHED_LIST_LIMIT });
  return rows.map((row) => ({
    _id: row.id,
    symbol: row.symbol,
    quarter: row.quarter,
    year: row.year,
    storyId: row.storyId,
    separatingSentence: row.separatingSentence,
    publishedAt: row.publishedAt.toISOString(),
  }));
}

/**
 * What splitting a transcript at this sentence would give, with warnings when either part is
 * implausibly short; nothing is stored. NOT_FOUND for an unknown id, VALIDATION_FAILED when the
 * sentence is not in the transcript or the stored text is more than the engine reads.
 */
export async function previewTranscriptSplit(
  deps: PublishDeps,
  input: { id: string; sentence: string },
): Promise<SplitPreviewResponse> {
  const transcript = await findTranscriptForPublishing(deps.db, input.id);
  if (!transcript) throw new AppError('NOT_FOUND', TRANSCRIPT_MESSAGES.notFound);
  const preview = await deps.engine.run('splitPreview', {
    content: transcript.content,
    sentence: input.sentence,
  });
  if (preview.ok) return preview.check;
  const message =
    preview.reason === 'invalid-text' ? preview.message : TRANSCRIPT_MESSAGES.sentenceNotFound;
  throw new AppError('VALIDATION_FAILED', message, { issues: [{ path: 'sentence', message }] });
}
