import { z } from 'zod';

/** The largest file (or pasted text) the transcript import accepts: a clean 413 above it. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The kinds of file the import reads, by what their content is rather than their name. */
export const IMPORT_FORMATS = ['text', 'markdown', 'html', 'pdf', 'docx', 'json'] as const;
export const ImportFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof ImportFormatSchema>;

/** Where an import job stands; `needs-review` waits for an admin's confirmation. */
export const IMPORT_JOB_STATUSES = [
  'queued',
  'running',
  'needs-review',
  'published',
  'failed',
] as const;
export const ImportJobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof ImportJobStatusSchema>;

/** A speaker's part in a call, as detected: `unknown` until the text or the admin tells. */
export const DETECTED_SPEAKER_ROLES = ['operator', 'executive', 'analyst', 'unknown'] as const;
export const SpeakerRoleSchema = z.enum(DETECTED_SPEAKER_ROLES);

/** How the start of the question-and-answer session was found. */
export const QA_START_REASONS = [
  'heading',
  'operator hand-over',
  'first analyst question',
  'separating sentence',
  'none',
] as const;
export const QaStartReasonSchema = z.enum(QA_START_REASONS);
export type QaStartReason = z.infer<typeof QaStartReasonSchema>;

/** One speaker of a call: an executive's title, an analyst's firm. */
export const DetectedSpeakerSchema = z.object({
  name: z.string().trim().min(1, 'A speaker needs a name').max(120),
  role: SpeakerRoleSchema,
  title: z.string().trim().max(200).nullable().default(null),
  firm: z.string().trim().max(200).nullable().default(null),
});
export type DetectedSpeaker = z.infer<typeof DetectedSpeakerSchema>;

/** What the importer worked out from a file; every field may be corrected before publishing. */
export const DetectedCallSchema = z.object({
  ticker: z.string().nullable(),
  /** The company's name as the text gives it, for creating an unknown company. */
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  quarter: z.number().int().min(1).max(4).nullable(),
  year: z.number().int().nullable(),
  /** YYYY-MM-DD. */
  callDate: z.string().nullable(),
  qaStartSentence: z.number().int().nullable(),
  qaStartReason: QaStartReasonSchema,
  speakers: z.array(DetectedSpeakerSchema),
  /** Fields the importer could not tell with confidence; a job with any stops for review. */
  uncertain: z.array(z.string()),
});
export type DetectedCall = z.infer<typeof DetectedCallSchema>;

/** One sentence of the job's parsed text, as the review screen shows it. */
export const ImportPreviewSentenceSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  speaker: z.string().nullable(),
  role: SpeakerRoleSchema,
});
export type ImportPreviewSentence = z.infer<typeof ImportPreviewSentenceSchema>;

export const ImportErrorSchema = z.object({ code: z.string(), message: z.string() });

/** `GET /api/admin/transcripts/jobs/{jobId}`. */
export const ImportJobSchema = z.object({
  jobId: z.string(),
  status: ImportJobStatusSchema,
  /** 0 to 1. */
  progress: z.number().min(0).max(1),
  fileName: z.string().nullable(),
  format: ImportFormatSchema.nullable(),
  detected: DetectedCallSchema.nullable(),
  /** A story of the same company and quarter, or of the same text, that is already published. */
  duplicateOf: z.string().optional(),
  storyId: z.string().optional(),
  error: ImportErrorSchema.optional(),
  /** The parsed sentences, for choosing where the Q&A begins (present once parsed). */
  preview: z.array(ImportPreviewSentenceSchema).optional(),
  /** Warnings a publisher should read first, such as implausibly short prepared remarks. */
  warnings: z.array(z.string()).default([]),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;

export const ImportJobsResponseSchema = z.object({ data: z.array(ImportJobSchema) });
export type ImportJobsResponse = z.infer<typeof ImportJobsResponseSchema>;

export const ImportJobParamsSchema = z.object({ jobId: z.guid('Invalid job id') });

/** `202` of an upload or a reprocess: the job to follow. */
export const ImportAcceptedResponseSchema = z.object({ jobId: z.string() });
export type ImportAcceptedResponse = z.infer<typeof ImportAcceptedResponseSchema>;

const quarterField = z.coerce
  .number({ message: 'quarter must be 1 to 4' })
  .int('quarter must be 1 to 4')
  .min(1, 'quarter must be 1 to 4')
  .max(4, 'quarter must be 1 to 4');
const yearField = z.coerce
  .number({ message: 'year must be a year such as 2024' })
  .int('year must be a year such as 2024')
  .min(1990, 'year must be 1990 or later')
  .max(2100, 'year must be 2100 or earlier');
const callDateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'callDate must be a date such as 2024-05-02');
const booleanField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

/** The hints an upload may carry beside its text or file; each overrides what is detected. */
export const ImportHintsSchema = z.object({
  ticker: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9.-]{1,10}$/, 'ticker must be a ticker of up to 10 letters')
    .optional(),
  quarter: quarterField.optional(),
  year: yearField.optional(),
  callDate: callDateField.optional(),
  /** Publish without review when the company and period are told with confidence. */
  autoPublish: booleanField.optional(),
});
export type ImportHints = z.infer<typeof ImportHintsSchema>;

/** `POST /api/admin/transcripts` as JSON: pasted text. */
export const ImportTextBodySchema = ImportHintsSchema.extend({
  text: z.string({ message: 'text is required' }).min(1, 'Paste the transcript text'),
  fileName: z.string().trim().max(200).optional(),
});
export type ImportTextBody = z.infer<typeof ImportTextBodySchema>;

/** `POST /api/admin/transcripts/jobs/{jobId}/publish`: corrections, then publish. */
export const PublishImportBodySchema = z.object({
  companyId: z.guid('Invalid company id').optional(),
  quarter: quarterField.optional(),
  year: yearField.optional(),
  callDate: callDateField.optional(),
  qaStartSentence: z.number().int().min(0).optional(),
  speakers: z.array(DetectedSpeakerSchema).max(500).optional(),
  /** Replace the story this job duplicates. */
  replace: z.boolean().optional(),
});
export type PublishImportBody = z.infer<typeof PublishImportBodySchema>;

export const StoryIdParamsSchema = z.object({ id: z.guid('Invalid story id') });
