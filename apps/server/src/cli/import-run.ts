import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  CompanyImportResultSchema,
  ImportAcceptedResponseSchema,
  ImportJobSchema,
  type ImportJob,
} from '@clearcall/contracts';
import { encodeMultipart, errorMessage, type ApiClient } from './import-client';
import { ImportProgress, type Output } from './import-progress';
import { exitCodeOf, formatSummary, type FileOutcome } from './import-summary';

/** How often a job is asked for, and for how long at most. */
export type PollOptions = { intervalMs: number; timeoutMs: number };

const DEFAULT_POLL: PollOptions = { intervalMs: 200, timeoutMs: 15 * 60_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Uploads a company list to `/api/admin/companies/import` and prints what it did; answers the
 * exit code: non-zero when the upload or any row failed.
 */
export async function runCompaniesImport(
  client: ApiClient,
  file: string,
  out: Output,
): Promise<number> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    out.write(`${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'error'}).\n`);
    return 1;
  }
  const { body, contentType } = encodeMultipart({ name: basename(file), bytes });
  const answer = await client.send({
    method: 'POST',
    url: '/api/admin/companies/import',
    body,
    headers: { 'content-type': contentType },
  });
  if (answer.status !== 200) {
    out.write(`${file}: ${errorMessage(answer)}\n`);
    return 1;
  }
  const result = CompanyImportResultSchema.parse(answer.body);
  out.write(
    `${file} (${result.format}): ${result.created} created, ${result.updated} updated, ` +
      `${result.unchanged} unchanged, ${result.errors.length} with errors\n`,
  );
  for (const error of result.errors) out.write(`  line ${error.line}: ${error.message}\n`);
  return result.errors.length > 0 ? 1 : 0;
}

export type TranscriptImportOptions = {
  ticker?: string;
  quarter?: number;
  year?: number;
  review: boolean;
  concurrency: number;
  poll?: PollOptions;
};

function outcomeOfJob(file: string, job: ImportJob): FileOutcome {
  const base = { file, jobId: job.jobId };
  if (job.status === 'published') return { ...base, status: 'published', storyId: job.storyId };
  if (job.status === 'failed') {
    return { ...base, status: 'failed', message: job.error?.message ?? 'the import failed' };
  }
  if (job.duplicateOf) {
    return {
      ...base,
      status: 'duplicate',
      message: `already published as story ${job.duplicateOf}`,
    };
  }
  const uncertain = job.detected?.uncertain ?? [];
  const why = uncertain.length > 0 ? `not sure of ${uncertain.join(', ')}` : 'waits for review';
  return { ...base, status: 'needs-review', message: [why, ...job.warnings].join('; ') };
}

/** Uploads one file and follows its job until it publishes, fails or stops for review. */
async function importTranscript(
  client: ApiClient,
  file: string,
  options: TranscriptImportOptions,
  progress: ImportProgress,
): Promise<FileOutcome> {
  const poll = options.poll ?? DEFAULT_POLL;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return { file, status: 'failed', message: `cannot read the file (${code})` };
  }
  progress.update(file, 'uploading', 0);
  const fields: Record<string, string> = {};
  if (!options.review) fields.autoPublish = 'true';
  if (options.ticker) fields.ticker = options.ticker;
  if (options.quarter !== undefined) fields.quarter = String(options.quarter);
  if (options.year !== undefined) fields.year = String(options.year);
  const { body, contentType } = encodeMultipart({ name: basename(file), bytes }, fields);
  const accepted = await client.send({
    method: 'POST',
    url: '/api/admin/transcripts',
    body,
    headers: { 'content-type': contentType },
  });
  if (accepted.status !== 202) {
    return { file, status: 'failed', message: errorMessage(accepted) };
  }
  const { jobId } = ImportAcceptedResponseSchema.parse(accepted.body);
  const deadline = Date.now() + poll.timeoutMs;
  for (;;) {
    const answer = await client.send({
      method: 'GET',
      url: `/api/admin/transcripts/jobs/${encodeURIComponent(jobId)}`,
    });
    if (answer.status !== 200) {
      return { file, jobId, status: 'failed', message: errorMessage(answer) };
    }
    const job = ImportJobSchema.parse(answer.body);
    if (job.status === 'published' || job.status === 'failed' || job.status === 'needs-review') {
      return outcomeOfJob(file, job);
    }
    progress.update(file, job.status, job.progress);
    if (Date.now() > deadline) {
      return {
        file,
        jobId,
        status: 'failed',
        message: `still ${job.status} after ${Math.round(poll.timeoutMs / 1000)} s; see the import screen`,
      };
    }
    await sleep(poll.intervalMs);
  }
}

/**
 * Imports transcript files, `concurrency` at a time, each through `POST /api/admin/transcripts`
 * and its job; prints progress and a summary. Answers the outcomes and the exit code.
 */
export async function runTranscriptsImport(
  client: ApiClient,
  files: readonly string[],
  options: TranscriptImportOptions,
  out: Output,
): Promise<{ outcomes: FileOutcome[]; exitCode: number }> {
  const started = Date.now();
  const progress = new ImportProgress(out, files.length);
  const outcomes: FileOutcome[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    for (let index = next; index < files.length; index = next) {
      next += 1;
      const file = files[index] ?? '';
      let outcome: FileOutcome;
      try {
        outcome = await importTranscript(client, file, options, progress);
      } catch (error) {
        // A lost connection or an answer off the contract fails this file, not the run.
        outcome = { file, status: 'failed', message: (error as Error).message };
      }
      outcomes[index] = outcome;
      progress.finish(outcome);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, files.length) }, () => worker()),
  );
  out.write(`${formatSummary(outcomes, Date.now() - started)}\n`);
  return { outcomes, exitCode: exitCodeOf(outcomes) };
}
