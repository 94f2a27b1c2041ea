import type {
  DetectedCall,
  ImportFormat,
  ImportHints,
  ImportJobStatus,
  ImportPreviewSentence,
} from '@clearcall/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stories } from './stories';
import { users } from './users';

/** Raw file bytes, kept only until the import job has read them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What stopped a job: a stable code and a message naming the file. */
export type ImportJobError = { code: string; message: string };

/**
 * One transcript import (an upload, pasted text, or a reprocess of a published call) and where
 * it stands: the text read from the file, what was detected in it, and the story it published.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<ImportJobStatus>().notNull().default('queued'),
    /** 0 to 1, written as the job advances. */
    progress: real('progress').notNull().default(0),
    fileName: text('file_name'),
    format: text('format').$type<ImportFormat>(),
    /** The uploaded file until it is read; cleared once its text is extracted. */
    fileBytes: bytea('file_bytes'),
    contentType: text('content_type'),
    /** The extracted text, bounded by the engine's transcript limit. */
    text: text('text'),
    textHash: text('text_hash'),
    detected: jsonb('detected').$type<DetectedCall>(),
    hints: jsonb('hints').$type<ImportHints>().notNull().default({}),
    autoPublish: boolean('auto_publish').notNull().default(false),
    /** The story of the same company quarter, or of the same text, published before. */
    duplicateOf: uuid('duplicate_of').references(() => stories.id, { onDelete: 'set null' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    /** For a reprocess: the transcript being published again. */
    transcriptId: uuid('transcript_id'),
    error: jsonb('error').$type<ImportJobError>(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** The parsed sentences with their speakers, for choosing where the Q&A begins. */
    preview: jsonb('preview').$type<ImportPreviewSentence[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_jobs_recent_idx').on(table.createdAt.desc()),
    index('import_jobs_active_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
