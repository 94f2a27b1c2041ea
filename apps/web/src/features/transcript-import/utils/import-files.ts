import {
  IMPORT_MAX_BYTES,
  type ImportJob,
  type ImportJobStatus,
  type QaStartReason,
} from '@clearcall/contracts';

/** The file names the import reads; the server still checks what each file really holds. */
export const ACCEPTED_EXTENSIONS = ['.txt', '.md', '.html', '.htm', '.pdf', '.docx', '.json'];

/** The `accept` attribute of the file picker. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');

const MEGABYTE = 1024 * 1024;

/** "1.4 MB", "820 KB": a file size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) return `${(bytes / MEGABYTE).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The server's 413 message, given before upload for a file that would get it. */
export function tooLargeMessage(fileName: string): string {
  return `${fileName} is larger than ${IMPORT_MAX_BYTES / MEGABYTE} MB, the most one import can read.`;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/**
 * Why a file is refused before it is sent, or null when it may go: too large, empty, or of a
 * kind the import does not read.
 */
export function refuseFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > IMPORT_MAX_BYTES) return tooLargeMessage(file.name);
  if (file.size === 0) return `${file.name} is empty.`;
  if (!ACCEPTED_EXTENSIONS.includes(extensionOf(file.name))) {
    return `${file.name} is not a file the import reads: use ${ACCEPTED_EXTENSIONS.join(' ')}.`;
  }
  return null;
}

const STATUS_WORDS: Record<ImportJobStatus, string> = {
  queued: 'Waiting to be read',
  running: 'Reading the transcript',
  'needs-review': 'Waiting for your review',
  published: 'Published',
  failed: 'Failed',
};

/** A job's status in words. */
export function describeStatus(status: ImportJobStatus): string {
  return STATUS_WORDS[status];
}

/** Whether a job is still moving on its own, so that it is worth asking again. */
export function isJobActive(status: ImportJobStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** How often an active job is polled. */
export const JOB_POLL_MS = 700;

/** How the start of the Q&A was found, as a sentence for the reviewer. */
export function describeQaReason(reason: QaStartReason, heading?: string | null): string {
  switch (reason) {
    case 'heading':
      return heading ? `Found from the heading '${heading}'` : 'Found from a heading';
    case 'operator hand-over':
      return "Found from the operator's hand-over to questions";
    case 'first analyst question':
      return "Found at the first analyst's question";
    case 'separating sentence':
      return 'Set by an admin as the separating sentence';
    case 'none':
      return 'Not found: choose the sentence where the Q&A begins';
  }
}

/** "ACME Q3 2026", or the file name while the call is not known yet. */
export function describeJob(job: Pick<ImportJob, 'fileName' | 'detected'>): string {
  const detected = job.detected;
  const period =
    detected?.quarter && detected.year ? `Q${detected.quarter} ${detected.year}` : null;
  const call = [detected?.ticker, period].filter(Boolean).join(' ');
  if (call && job.fileName) return `${call} · ${job.fileName}`;
  return call || job.fileName || 'Pasted text';
}
