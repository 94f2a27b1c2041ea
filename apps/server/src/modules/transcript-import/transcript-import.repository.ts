import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { importJobs } from '../../db/schema';

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportJobInsert = typeof importJobs.$inferInsert;
export type ImportJobChange = Partial<Omit<ImportJobInsert, 'id' | 'createdAt'>>;

/** Every column but the uploaded bytes and the text, which lists and polls never need. */
const JOB_COLUMNS = {
  id: importJobs.id,
  status: importJobs.status,
  progress: importJobs.progress,
  fileName: importJobs.fileName,
  format: importJobs.format,
  contentType: importJobs.contentType,
  textHash: importJobs.textHash,
  detected: importJobs.detected,
  hints: importJobs.hints,
  autoPublish: importJobs.autoPublish,
  duplicateOf: importJobs.duplicateOf,
  storyId: importJobs.storyId,
  transcriptId: importJobs.transcriptId,
  error: importJobs.error,
  warnings: importJobs.warnings,
  createdBy: importJobs.createdBy,
  createdAt: importJobs.createdAt,
  updatedAt: importJobs.updatedAt,
};

export type ImportJobSummaryRow = Omit<ImportJobRow, 'fileBytes' | 'text' | 'preview'>;

export async function insertImportJob(db: Database, values: ImportJobInsert): Promise<string> {
  const [row] = await db.insert(importJobs).values(values).returning({ id: importJobs.id });
  if (!row) throw new Error('insert returned no import job');
  return row.id;
}

/** One job with everything stored, the file and text included. */
export async function findImportJob(db: Database, id: string): Promise<ImportJobRow | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

/** One job as an admin follows it: with its preview, without its file and text. */
export async function findImportJobView(
  db: Database,
  id: string,
): Promise<(ImportJobSummaryRow & Pick<ImportJobRow, 'preview'>) | undefined> {
  const [row] = await db
    .select({ ...JOB_COLUMNS, preview: importJobs.preview })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return row;
}

/** The most recent jobs, newest first. */
export async function listRecentImportJobs(
  db: Database,
  limit: number,
): Promise<ImportJobSummaryRow[]> {
  return db
    .select(JOB_COLUMNS)
    .from(importJobs)
    .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
    .limit(limit);
}

export async function updateImportJob(
  db: Database,
  id: string,
  change: ImportJobChange,
): Promise<void> {
  await db
    .update(importJobs)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(importJobs.id, id));
}

/**
 * Moves a job to `running` only from one of the given states, so that two requests (or a retried
 * queue job) cannot both take it. Returns whether this caller took it.
 */
export async function claimImportJob(
  db: Database,
  id: string,
  from: readonly ImportJobRow['status'][],
  change: ImportJobChange = {},
): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ ...change, status: 'running', updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, [...from])))
    .returning({ id: importJobs.id });
  return rows.length > 0;
}
