/**
 * The import's background jobs: reading and detecting an uploaded call, and publishing it (or
 * reprocessing a published one) through the pipeline, writing the job's progress as it goes.
 * A job ends `needs-review`, `published` or `failed` with a message naming the file; it never
 * throws, so the queue does not run a half-done import again.
 */
import type { DetectedCall } from '@clearcall/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { JobPayloads } from '../../jobs/job-types';
import { isAppError } from '../../lib/errors';
import { listCompanyCandidates } from '../company/company.service';
import { publishCall, type PublishDeps } from '../publishing/publishing.service';
import { findDuplicateTranscript } from '../stories/stories.service';
import { ImportFileError, matchDetectedCompany, readFileText } from './transcript-import.reader';
import {
  claimImportJob,
  findImportJob,
  updateImportJob,
  type ImportJobRow,
} from './transcript-import.repository';
import { describeSource, hashTranscriptText, REVIEW_PROGRESS } from './transcript-import.service';

export type JobDeps = PublishDeps & { log: FastifyBaseLogger };

/** Progress at the end of each step before review. */
const READ_PROGRESS = { started: 0.05, read: 0.25, detected: 0.4 } as const;

/** The job's error as stored: the importer's and the app's codes, else a plain failure. */
async function failJob(deps: JobDeps, job: ImportJobRow, error: unknown): Promise<void> {
  const source = describeSource(job.fileName);
  let stored: { code: string; message: string };
  if (error instanceof ImportFileError) {
    stored = { code: error.code, message: error.message };
  } else if (isAppError(error)) {
    stored = { code: error.code, message: `${source} could not be imported: ${error.message}` };
  } else {
    deps.log.error({ err: error, importJobId: job.id }, 'transcript import failed');
    stored = {
      code: 'IMPORT_FAILED',
      message: `${source} could not be imported because of an unexpected error. Please try again.`,
    };
  }
  await updateImportJob(deps.db, job.id, { status: 'failed', fileBytes: null, error: stored });
}

/** The `transcript-import.read` job: read, detect, match, check for a duplicate. */
export async function runReadJob(deps: JobDeps, importJobId: string): Promise<void> {
  const { db } = deps;
  const job = await findImportJob(db, importJobId);
  if (!job) return;
  // From `running` too: the queue runs a job again only when a process died during it.
  const isClaimed = await claimImportJob(db, job.id, ['queued', 'running'], {
    progress: READ_PROGRESS.started,
  });
  if (!isClaimed) return;
  try {
    let { text, format, textHash } = job;
    if (text === null || format === null || textHash === null) {
      if (!job.fileBytes) throw new ImportFileError('EMPTY_FILE', job.fileName, 'is empty.');
      const fileName = job.fileName ?? undefined;
      ({ format, text } = await readFileText({
        bytes: job.fileBytes,
        ...(fileName ? { fileName } : {}),
        ...(job.contentType ? { contentType: job.contentType } : {}),
      }));
      textHash = hashTranscriptText(text);
      await updateImportJob(db, job.id, {
        format,
        text,
        textHash,
        fileBytes: null,
        progress: READ_PROGRESS.read,
      });
    }
    const detection = await deps.engine.run('importDetection', {
      text,
      fileName: job.fileName,
      hints: job.hints,
    });
    if (!detection.ok) {
      await updateImportJob(db, job.id, {
        status: 'failed',
        error: { code: detection.code, message: detection.message },
      });
      return;
    }
    const { detected } = detection;
    await updateImportJob(db, job.id, { progress: READ_PROGRESS.detected });

    const match = matchDetectedCompany(
      { ticker: detected.ticker, companyName: detected.companyName },
      await listCompanyCandidates(db),
    );
    const uncertain = new Set(detected.uncertain);
    if (!match?.confident) uncertain.add('companyId');
    const call: DetectedCall = {
      ...detected,
      companyId: match?.companyId ?? null,
      uncertain: [...uncertain],
    };
    const duplicate = await findDuplicateTranscript(db, {
      companyId: call.companyId,
      quarter: call.quarter,
      year: call.year,
      textHash,
    });
    const duplicateOf = duplicate?.storyId ?? null;
    const reviewed = {
      detected: call,
      preview: detection.preview,
      warnings: detection.warnings,
      duplicateOf,
      progress: REVIEW_PROGRESS,
    };
    const isConfident =
      job.autoPublish &&
      uncertain.size === 0 &&
      duplicateOf === null &&
      call.companyId !== null &&
      call.quarter !== null &&
      call.year !== null &&
      call.qaStartSentence !== null;
    if (!isConfident) {
      await updateImportJob(db, job.id, { ...reviewed, status: 'needs-review' });
      return;
    }
    await updateImportJob(db, job.id, reviewed);
    await publishClaimed(deps, job.id, {
      transcriptId: duplicate?.transcriptId ?? null,
      storyId: null,
    });
  } catch (error) {
    await failJob(deps, job, error);
  }
}

/** Publishes a job this process has claimed (status `running`) through the pipeline. */
async function publishClaimed(
  deps: JobDeps,
  importJobId: string,
  target: { transcriptId: string | null; storyId: string | null; isReprocess?: boolean },
): Promise<void> {
  const { db } = deps;
  const job = await findImportJob(db, importJobId);
  if (!job) return;
  const onProgress = (progress: number) => updateImportJob(db, job.id, { progress });
  let result: Awaited<ReturnType<typeof publishCall>>;
  if (target.isReprocess) {
    if (!target.transcriptId) return;
    result = await publishCall(deps, { source: { transcriptId: target.transcriptId }, onProgress });
  } else {
    const call = job.detected;
    if (
      !call ||
      job.text === null ||
      !call.companyId ||
      call.quarter === null ||
      call.year === null
    ) {
      await failJob(
        deps,
        job,
        new ImportFileError('NOT_A_TRANSCRIPT', job.fileName, 'lacks its company or period.'),
      );
      return;
    }
    result = await publishCall(deps, {
      source: {
        transcriptId: target.transcriptId,
        storyId: target.storyId,
        companyId: call.companyId,
        quarter: call.quarter,
        year: call.year,
        content: job.text,
        callDate: call.callDate,
        textHash: job.textHash,
        sourceFormat: job.format,
      },
      ...(call.qaStartSentence !== null ? { split: { qaStart: call.qaStartSentence } } : {}),
      speakers: call.speakers,
      onProgress,
    });
  }
  if (result.status === 'published') {
    await updateImportJob(db, job.id, {
      status: 'published',
      progress: 1,
      storyId: result.storyId,
      transcriptId: result.transcriptId,
      error: null,
    });
    return;
  }
  const source = describeSource(job.fileName);
  if (result.status === 'not-found') {
    await updateImportJob(db, job.id, {
      status: 'failed',
      error: {
        code: 'NOT_FOUND',
        message: `${source}: its company or transcript no longer exists.`,
      },
    });
    return;
  }
  if (result.status === 'invalid-text') {
    await updateImportJob(db, job.id, {
      status: 'failed',
      error: { code: 'TOO_LONG', message: `${source}: ${result.message}` },
    });
    return;
  }
  // A split that does not apply sends an import back to review, to choose another sentence.
  await updateImportJob(db, job.id, {
    status: target.isReprocess ? 'failed' : 'needs-review',
    progress: target.isReprocess ? 1 : REVIEW_PROGRESS,
    error: {
      code: 'QA_START_NOT_FOUND',
      message: `${source}: the Q&A cannot start at the chosen sentence; choose another.`,
    },
  });
}

/** The `transcript-import.publish` job: an admin's confirmed import, or a reprocess. */
export async function runPublishJob(
  deps: JobDeps,
  data: JobPayloads['transcript-import.publish'],
): Promise<void> {
  const { db } = deps;
  const job = await findImportJob(db, data.importJobId);
  if (!job) return;
  if (!(await claimImportJob(db, job.id, ['queued', 'running']))) return;
  try {
    await publishClaimed(deps, job.id, {
      transcriptId: data.transcriptId,
      storyId: data.storyId,
      isReprocess: data.kind === 'reprocess',
    });
  } catch (error) {
    await failJob(deps, job, error);
  }
}
