import { z } from 'zod';

/** The longest separating sentence an admin can give; a transcript sentence is far shorter. */
export const SEPARATING_SENTENCE_MAX = 2000;

/** An earnings-call transcript as ingested, waiting for (or split at) its separating sentence. */
export const EarningTranscriptSchema = z.object({
  _id: z.string(),
  symbol: z.string(),
  quarter: z.number().int(),
  year: z.number().int(),
  content: z.string(),
});
export type EarningTranscript = z.infer<typeof EarningTranscriptSchema>;

/** `GET /api/admin/getStoriesWithFalseStatus`: transcripts awaiting their separating sentence. */
export const PendingTranscriptsResponseSchema = z.object({
  data: z.array(EarningTranscriptSchema),
});
export type PendingTranscriptsResponse = z.infer<typeof PendingTranscriptsResponseSchema>;

/** `POST /api/admin/searchEarningTranscriptContent`: one company quarter's transcript. */
export const TranscriptSearchBodySchema = z.object({
  symbol: z
    .string({ message: 'symbol is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9.-]{1,10}$/, 'symbol must be a ticker of up to 10 letters'),
  quarter: z.coerce
    .number({ message: 'quarter must be 1 to 4' })
    .int('quarter must be 1 to 4')
    .min(1, 'quarter must be 1 to 4')
    .max(4, 'quarter must be 1 to 4'),
  year: z.coerce
    .number({ message: 'year must be a year such as 2024' })
    .int('year must be a year such as 2024')
    .min(1990, 'year must be 1990 or later')
    .max(2100, 'year must be 2100 or earlier'),
});
export type TranscriptSearchBody = z.infer<typeof TranscriptSearchBodySchema>;

export const TranscriptContentResponseSchema = z.object({ content: z.string() });
export type TranscriptContentResponse = z.infer<typeof TranscriptContentResponseSchema>;

export const TranscriptIdParamsSchema = z.object({ id: z.guid('Invalid transcript id') });
export type TranscriptIdParams = z.infer<typeof TranscriptIdParamsSchema>;

/**
 * `PUT /api/admin/updateStoryStatusAndSentenceById/{id}`: the sentence of the transcript where
 * the question-and-answer session begins.
 */
export const PublishTranscriptBodySchema = z.object({
  sentence: z
    .string({ message: 'sentence is required' })
    .trim()
    .min(1, 'Give the sentence where the Q&A session begins')
    .max(SEPARATING_SENTENCE_MAX, `sentence must be at most ${SEPARATING_SENTENCE_MAX} characters`),
});
export type PublishTranscriptBody = z.infer<typeof PublishTranscriptBodySchema>;

/** A published call, listed so that it can be split again or reprocessed. */
export const PublishedTranscriptSchema = EarningTranscriptSchema.omit({ content: true }).extend({
  storyId: z.string(),
  separatingSentence: z.string().nullable(),
  publishedAt: z.string(),
});
export type PublishedTranscript = z.infer<typeof PublishedTranscriptSchema>;

/** `GET /api/admin/transcripts/published?q=`: published calls, newest first. */
export const PublishedTranscriptsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
});
export const PublishedTranscriptsResponseSchema = z.object({
  data: z.array(PublishedTranscriptSchema),
});
export type PublishedTranscriptsResponse = z.infer<typeof PublishedTranscriptsResponseSchema>;

/**
 * `POST /api/admin/transcripts/{id}/split-preview`: what a split at this sentence would give,
 * with warnings when either part is implausibly short, before anything is published.
 */
export const SplitPreviewResponseSchema = z.object({
  remarksSentences: z.number().int(),
  qaSentences: z.number().int(),
  analystQuestions: z.number().int(),
  warnings: z.array(z.string()),
});
export type SplitPreviewResponse = z.infer<typeof SplitPreviewResponseSchema>;
