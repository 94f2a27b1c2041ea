import {
  MessageResponseSchema,
  PendingTranscriptsResponseSchema,
  PublishedTranscriptsQuerySchema,
  PublishedTranscriptsResponseSchema,
  PublishTranscriptBodySchema,
  SplitPreviewResponseSchema,
  TranscriptContentResponseSchema,
  TranscriptIdParamsSchema,
  TranscriptSearchBodySchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import {
  getPendingTranscripts,
  getPublishedTranscripts,
  getTranscriptContent,
  previewTranscriptSplit,
  publishTranscriptWithSentence,
} from './admin-transcripts.service';

const ADMIN_ONLY = sessionRoute({ role: 'Admin' });
const ERRORS = errorResponses(400, 401, 403, 404);

/** The admin's earnings-call transcripts: the ones waiting to be split, lookup, and publishing. */
export const adminTranscriptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/getStoriesWithFalseStatus',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Transcripts waiting for the sentence that separates commentary from Q&A',
        response: { 200: PendingTranscriptsResponseSchema, ...ERRORS },
      },
    },
    async () => ({ data: await getPendingTranscripts(app.db) }),
  );

  app.post(
    '/api/admin/searchEarningTranscriptContent',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: "The text of a company quarter's transcript, by ticker",
        body: TranscriptSearchBodySchema,
        response: { 200: TranscriptContentResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ content: await getTranscriptContent(app.db, request.body) }),
  );

  app.put(
    '/api/admin/updateStoryStatusAndSentenceById/:id',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Split a transcript at the given sentence, regenerate its summaries, publish it',
        params: TranscriptIdParamsSchema,
        body: PublishTranscriptBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await publishTranscriptWithSentence(
        { db: app.db, jobs: app.jobs, engine: app.engine },
        { id: request.params.id, sentence: request.body.sentence },
        { userId: sessionUser(request).userId, ipAddress: request.ip },
      ),
    }),
  );

  app.get(
    '/api/admin/transcripts/published',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Published calls, newest first, to split again or reprocess',
        querystring: PublishedTranscriptsQuerySchema,
        response: { 200: PublishedTranscriptsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await getPublishedTranscripts(app.db, request.query.q) }),
  );

  app.post(
    '/api/admin/transcripts/:id/split-preview',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'What splitting a transcript at this sentence would give, with warnings',
        params: TranscriptIdParamsSchema,
        body: PublishTranscriptBodySchema,
        response: { 200: SplitPreviewResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      previewTranscriptSplit(
        { db: app.db, jobs: app.jobs, engine: app.engine },
        { id: request.params.id, sentence: request.body.sentence },
      ),
  );
};
