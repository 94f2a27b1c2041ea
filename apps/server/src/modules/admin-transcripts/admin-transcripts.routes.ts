import {
  MessageResponseSchema,
  PendingTranscriptsResponseSchema,
  PublishTranscriptBodySchema,
  TranscriptContentResponseSchema,
  TranscriptIdParamsSchema,
  TranscriptSearchBodySchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import {
  getPendingTranscripts,
  getTranscriptContent,
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
        app.db,
        app.jobs,
        { id: request.params.id, sentence: request.body.sentence },
        { userId: sessionUser(request).userId, ipAddress: request.ip },
      ),
    }),
  );
};
