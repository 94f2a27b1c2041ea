import { createHash } from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  type ImportAcceptedResponse,
  type ImportHints,
  type ImportJob,
  type PublishImportBody,
} from '@clearcall/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/audit.service';
import type { PublishDeps } from '../publishing/publishing.service';
import {
  findCompanyForPublishing,
  findDuplicateTranscript,
  findTranscriptOfStory,
  isTranscriptPeriodTaken,
} from '../stories/stories.service';
import { presentImportJob } from './transcript-import.presenter';
import { sniffFileFormat } from './transcript-import.reader';
import {
  findImportJob,
  findImportJobView,
  insertImportJob,
  listRecentImportJobs,
  updateImportJob,
} from './transcript-import.repository';

export const READ_JOB = 'transcript-import.read';
export const PUBLISH_JOB = 'transcript-import.publish';

/** The recent jobs the import screen lists. */
export const RECENT_JOBS_LIMIT = 100;

/** Progress once the text is read, detected and matched: the rest is publishing. */
export const REVIEW_PROGRESS = 0.5;

export type Actor = { userId: string; ipAddress: string | null };

/** An upload's content: a file's bytes, or pasted text (read as a text file). */
export type ImportInput = {
  bytes: Uint8Array;
  fileName: string | null;
  contentType: string | null;
  hints: ImportHints;
};

const MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/** "The file “x.pdf”" or "The pasted text", to start a message with. */
export function describeSource(fileName: string | null): string {
  return fileName ? `The file “${fileName}”` : 'The pasted text';
}

/** SHA-256 of the text with its white space folded, so re-encoded copies match. */
export function hashTranscriptText(text: string): string {
  return createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex');
}

/**
 * Accepts an upload or pasted text and queues the job that reads it; answers at once. Refused
 * here: over the size limit (PAYLOAD_TOO_LARGE), empty or of a kind the import does not read
 * (UNSUPPORTED_MEDIA_TYPE), each naming the file.
 */
export async function acceptImport(
  deps: PublishDeps,
  input: ImportInput,
  actor: Actor,
): Promise<ImportAcceptedResponse> {
  const source = describeSource(input.fileName);
  if (input.bytes.length > IMPORT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${source} is larger than ${MEGABYTES} MB.`);
  }
  if (input.bytes.length === 0) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${source} is empty.`);
  }
  const format = sniffFileFormat({
    bytes: input.bytes,
    ...(input.fileName ? { fileName: input.fileName } : {}),
    ...(input.contentType ? { contentType: input.contentType } : {}),
  });
  if (!format) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${source} is not a kind of file the import reads: send text, Markdown, HTML, PDF, Word (.docx) or JSON.`,
    );
  }
  const { autoPublish, ...hints } = input.hints;
  const jobId = await insertImportJob(deps.db, {
    fileName: input.fileName,
    format,
    contentType: input.contentType,
    fileBytes: Buffer.from(input.bytes),
    hints,
    autoPublish: autoPublish === true,
    createdBy: actor.userId,
  });
  try {
    await deps.jobs.send(READ_JOB, { importJobId: jobId });
  } catch (error) {
    await updateImportJob(deps.db, jobId, {
      status: 'failed',
      fileBytes: null,
      error: { code: 'UNAVAILABLE', message: `${source} could not be queued. Please try again.` },
    });
    throw error;
  }
  await recordAuditEvent(deps.db, {
    actorId: actor.userId,
    action: 'admin.transcript_imported',
    targetId: jobId,
    detail: { fileName: input.fileName, format, bytes: input.bytes.length },
    ipAddress: actor.ipAddress,
  });
  return { jobId };
}

/** One job as an admin follows it; NOT_FOUND for an unknown id. */
export async function getImportJob(db: Database, jobId: string): Promise<ImportJob> {
  const row = await findImportJobView(db, jobId);
  if (!row) throw new AppError('NOT_FOUND', 'No import job has this id.');
  return presentImportJob(row, row.preview);
}

/** The recent jobs, newest first. */
export async function listImportJobs(db: Database): Promise<ImportJob[]> {
  const rows = await listRecentImportJobs(db, RECENT_JOBS_LIMIT);
  return rows.map((row) => presentImportJob(row, null));
}

function missingField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { issues: [{ path, message }] });
}

/**
 * Publishes a job waiting for review with the admin's corrections: checks them, finds the
 * transcript it would replace and queues the publication. CONFLICT when the call is already
 * published and `replace` is not set, or when the job is not waiting for review.
 */
export async function publishImportJob(
  deps: PublishDeps,
  jobId: string,
  body: PublishImportBody,
  actor: Actor,
): Promise<ImportAcceptedResponse> {
  const { db } = deps;
  const job = await findImportJob(db, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'No import job has this id.');
  if (job.status !== 'needs-review' || !job.detected || job.text === null) {
    throw new AppError(
      'CONFLICT',
      `This import is ${job.status}; only one waiting for review can be published.`,
    );
  }
  const detected = {
    ...job.detected,
    companyId: body.companyId ?? job.detected.companyId,
    quarter: body.quarter ?? job.detected.quarter,
    year: body.year ?? job.detected.year,
    callDate: body.callDate ?? job.detected.callDate,
    qaStartSentence: body.qaStartSentence ?? job.detected.qaStartSentence,
    speakers: body.speakers ?? job.detected.speakers,
  };
  if (!detected.companyId) throw missingField('companyId', 'Choose the company of this call.');
  if (detected.quarter === null) throw missingField('quarter', 'Give the fiscal quarter, 1 to 4.');
  if (detected.year === null) throw missingField('year', 'Give the fiscal year.');
  const sentences = job.preview?.length ?? 0;
  if (detected.qaStartSentence === null || detected.qaStartSentence >= sentences) {
    throw missingField(
      'qaStartSentence',
      `Choose the sentence where the Q&A begins (0 to ${Math.max(0, sentences - 1)}).`,
    );
  }
  const company = await findCompanyForPublishing(db, detected.companyId);
  if (!company) throw missingField('companyId', 'No company has this id.');

  const duplicate = await findDuplicateTranscript(db, {
    companyId: company.id,
    quarter: detected.quarter,
    year: detected.year,
    textHash: job.textHash,
  });
  if (duplicate?.storyId && body.replace !== true) {
    throw new AppError(
      'CONFLICT',
      `This call is already published (story ${duplicate.storyId}). Publish with replace to replace it.`,
    );
  }
  // A transcript of the same text filed under another quarter: the new period must be free.
  const transcriptId = duplicate?.transcriptId ?? null;
  if (
    transcriptId &&
    duplicate?.reason === 'text' &&
    (await isTranscriptPeriodTaken(db, {
      symbol: company.symbol,
      quarter: detected.quarter,
      year: detected.year,
      exceptId: transcriptId,
    }))
  ) {
    throw new AppError(
      'CONFLICT',
      `Another transcript of ${company.symbol} Q${detected.quarter} ${detected.year} is stored.`,
    );
  }
  await updateImportJob(db, jobId, {
    status: 'queued',
    progress: REVIEW_PROGRESS,
    detected: { ...detected, uncertain: [] },
    duplicateOf: duplicate?.storyId ?? null,
    error: null,
  });
  await deps.jobs.send(PUBLISH_JOB, {
    importJobId: jobId,
    kind: 'import',
    transcriptId,
    storyId: duplicate?.storyId ?? null,
  });
  await recordAuditEvent(db, {
    actorId: actor.userId,
    action: 'admin.transcript_import_published',
    targetId: jobId,
    detail: {
      fileName: job.fileName,
      symbol: company.symbol,
      period: `Q${detected.quarter} ${detected.year}`,
      replaces: duplicate?.storyId ?? null,
    },
    ipAddress: actor.ipAddress,
  });
  return { jobId };
}

/**
 * Queues a published call's reprocessing through the pipeline (its stored split, the current
 * engine), as a job to follow like an import. NOT_FOUND for a story without a transcript.
 */
export async function reprocessStory(
  deps: PublishDeps,
  storyId: string,
  actor: Actor,
): Promise<ImportAcceptedResponse> {
  const transcriptId = await findTranscriptOfStory(deps.db, storyId);
  if (!transcriptId) throw new AppError('NOT_FOUND', 'No published call has this story id.');
  const jobId = await insertImportJob(deps.db, {
    status: 'queued',
    progress: REVIEW_PROGRESS,
    transcriptId,
    storyId,
    createdBy: actor.userId,
  });
  await deps.jobs.send(PUBLISH_JOB, {
    importJobId: jobId,
    kind: 'reprocess',
    transcriptId,
    storyId,
  });
  await recordAuditEvent(deps.db, {
    actorId: actor.userId,
    action: 'admin.story_reprocessed',
    targetId: storyId,
    detail: { transcriptId, jobId },
    ipAddress: actor.ipAddress,
  });
  return { jobId };
}
