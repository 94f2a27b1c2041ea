import type { ImportJob, ImportPreviewSentence } from '@clearcall/contracts';
import type { ImportJobSummaryRow } from './transcript-import.repository';

/** A job row as the contract's ImportJob; the preview only when asked for one job. */
export function presentImportJob(
  row: ImportJobSummaryRow,
  preview: ImportPreviewSentence[] | null,
): ImportJob {
  return {
    jobId: row.id,
    status: row.status,
    progress: Math.min(1, Math.max(0, row.progress)),
    fileName: row.fileName,
    format: row.format,
    detected: row.detected,
    ...(row.duplicateOf ? { duplicateOf: row.duplicateOf } : {}),
    ...(row.storyId ? { storyId: row.storyId } : {}),
    ...(row.error ? { error: { code: row.error.code, message: row.error.message } } : {}),
    ...(preview ? { preview } : {}),
    warnings: row.warnings,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
