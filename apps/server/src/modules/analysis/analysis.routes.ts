import {
  AnalysisCompaniesResponseSchema,
  AnalysisListResponseSchema,
  AnalysisParamsSchema,
  AnalysisResponseSchema,
  AnalysisTemplatesResponseSchema,
  AnalysisUserParamsSchema,
  ConversationBodySchema,
  ConversationInfoResponseSchema,
  ConversationResponseSchema,
  CreateAnalysisBodySchema,
  CreateAnalysisResponseSchema,
  ProcessTemplateBodySchema,
  ProcessTemplateResponseSchema,
  UpdateAnalysisBodySchema,
  TIME_ZONE_HEADER,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { userRateLimit } from '../../plugins/rate-limit';
import { chatModelConfig } from './analysis.engine';
import {
  createAnalysis,
  getAnalysis,
  listAnalyses,
  listCompanyOptions,
  listTemplates,
  processTemplate,
  updateAnalysis,
} from './analysis.service';
import { converse, getConversationInfo, knownTimeZone } from './conversation.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const ANY_USER = sessionRoute();
const ERRORS = errorResponses(400, 401, 403, 404);
const TAGS = ['analysis'];

/** The zone the client names in its header (one value), UTC when absent or not an IANA zone. */
const timeZoneOf = (header: string | string[] | undefined) =>
  knownTimeZone(Array.isArray(header) ? header[0] : header);
/** A template run parses and summarizes up to 40 calls: a client gets a few a minute. */
const TEMPLATE_IP_LIMIT = { max: 30, timeWindow: 60_000 };
/** One account gets a third of that, from however many addresses it calls. */
const TEMPLATE_USER_LIMIT = { max: 10, timeWindow: 60_000 };
/** A question may index up to 80 calls; the daily limit counts replies, this counts bursts. */
const CONVERSATION_IP_LIMIT = { max: 60, timeWindow: 60_000 };
const CONVERSATION_USER_LIMIT = { max: 20, timeWindow: 60_000 };

/** The analysis workspace: analyses, templates, the chat and its daily limit. */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const model = chatModelConfig(app.config.llm);
  const limitTemplateRuns = userRateLimit(app, 'template', TEMPLATE_USER_LIMIT);
  const limitQuestions = userRateLimit(app, 'conversation', CONVERSATION_USER_LIMIT);

  app.get(
    '/api/user/:userId/analysis',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: TAGS,
        summary: "The user's analyses that are not deleted, most recently updated first",
        params: AnalysisUserParamsSchema,
        response: { 200: AnalysisListResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ result: await listAnalyses(app.db, request.params.userId) }),
  );

  app.post(
    '/api/user/:userId/analysis',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: TAGS,
        summary: 'Start an empty analysis',
        params: AnalysisUserParamsSchema,
        body: CreateAnalysisBodySchema,
        response: { 200: CreateAnalysisResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      result: await createAnalysis(app.db, request.params.userId, request.body.name),
    }),
  );

  app.get(
    '/api/user/:userId/analysis/:id',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: TAGS,
        summary: 'An analysis with its conversation and metadata',
        params: AnalysisParamsSchema,
        response: { 200: AnalysisResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      result: await getAnalysis(app.db, request.params.userId, request.params.id),
    }),
  );

  app.put(
    '/api/user/:userId/analysis/:id',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: TAGS,
        summary: 'Rename an analysis, delete it (status: false) or save its filters',
        params: AnalysisParamsSchema,
        body: UpdateAnalysisBodySchema,
        response: { 200: AnalysisResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      result: await updateAnalysis(app.db, request.params.userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/user/:userId/analysis/:id/template',
    {
      config: { auth: SELF_ONLY, rateLimit: TEMPLATE_IP_LIMIT },
      preHandler: limitTemplateRuns,
      schema: {
        tags: TAGS,
        summary: 'Run a template over the selected earnings calls and keep its summary',
        params: AnalysisParamsSchema,
        body: ProcessTemplateBodySchema,
        response: { 200: ProcessTemplateResponseSchema, ...ERRORS, ...errorResponses(429, 503) },
      },
    },
    async (request) => ({
      result: await processTemplate(
        app.db,
        app.engine,
        sessionUser(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/user/:userId/analysis/:id/conversation',
    {
      config: { auth: SELF_ONLY, rateLimit: CONVERSATION_IP_LIMIT },
      preHandler: limitQuestions,
      schema: {
        tags: TAGS,
        summary: 'Ask a question over the selected calls; the reply streams to the room',
        params: AnalysisParamsSchema,
        body: ConversationBodySchema,
        response: {
          200: ConversationResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 503),
        },
      },
    },
    async (request) => ({
      result: {
        conversations: await converse(
          {
            db: app.db,
            engine: app.engine,
            emitter: app.realtime.emitter,
            model,
            timeZone: timeZoneOf(request.headers[TIME_ZONE_HEADER]),
          },
          sessionUser(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  app.get(
    '/api/user/:userId/conversation',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: TAGS,
        summary: "Today's use of the daily reply limit",
        params: AnalysisUserParamsSchema,
        response: { 200: ConversationInfoResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      result: await getConversationInfo(
        app.db,
        request.params.userId,
        timeZoneOf(request.headers[TIME_ZONE_HEADER]),
      ),
    }),
  );

  app.get(
    '/api/user/analysis/template',
    {
      config: { auth: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'The company and industry templates',
        response: { 200: AnalysisTemplatesResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ result: listTemplates() }),
  );

  app.get(
    '/api/user/analysis/companies',
    {
      config: { auth: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'Companies with earnings calls, each with its years and quarters, newest first',
        response: { 200: AnalysisCompaniesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listCompanyOptions(app.db, sessionUser(request)) }),
  );
};
