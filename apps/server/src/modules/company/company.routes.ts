import {
  CompanyFiguresResponseSchema,
  CompanyIdParamsSchema,
  CompanyInsightsResponseSchema,
  CompanyMetadataParamsSchema,
  CompanyMetadataResponseSchema,
  NewsPreviewResponseSchema,
  PostIdParamsSchema,
  PreviousTranscriptsResponseSchema,
  RelatedCompaniesParamsSchema,
  RelatedCompaniesResponseSchema,
  TranscriptPreviewParamsSchema,
  TranscriptPreviewResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { userRateLimit } from '../../plugins/rate-limit';
import {
  getCompanyFigures,
  getCompanyInsights,
  getCompanyMetadata,
  getNewsPreviewJson,
  getPreviousTranscripts,
  getRelatedCompanies,
  getTranscriptPreviewJson,
} from './company.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const SIGNED_IN = sessionRoute();
const ERRORS = errorResponses(400, 401, 403, 404);
/** Over the limits, or with the engine's queue full. */
const ENGINE_ERRORS = errorResponses(429, 503);
const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * A story stored without engine output, or a company's insights, costs up to a second of
 * engine work the first time: a reader opens a few a minute, a script thousands.
 */
const ENGINE_IP_LIMIT = { max: 240, timeWindow: 60_000 };
const ENGINE_USER_LIMIT = { max: 120, timeWindow: 60_000 };

/** The company transcript page: the story preview and the company's sections. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPreviews = userRateLimit(app, 'preview-transcript', ENGINE_USER_LIMIT);
  const limitInsights = userRateLimit(app, 'company-insights', ENGINE_USER_LIMIT);

  app.get(
    '/api/user/preview-transcript/:userId/:postId',
    {
      config: { auth: SELF_ONLY, rateLimit: ENGINE_IP_LIMIT },
      preHandler: limitPreviews,
      schema: {
        tags: ['company'],
        summary:
          'A story with its 750-word summary, highlights, FAQs, parsed transcript, citations and key figures',
        params: TranscriptPreviewParamsSchema,
        response: { 200: TranscriptPreviewResponseSchema, ...ERRORS, ...ENGINE_ERRORS },
      },
    },
    async (request, reply) => {
      const json = await getTranscriptPreviewJson(
        app.db,
        app.engine,
        sessionUser(request),
        request.params.postId,
      );
      // The body is assembled from a cached, already serialized story.
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/api/user/previous-transcripts/:postId',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['company'],
        summary: "The story's company's other earnings-call transcripts, newest first",
        params: PostIdParamsSchema,
        response: { 200: PreviousTranscriptsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await getPreviousTranscripts(app.db, sessionUser(request), request.params.postId),
    }),
  );

  app.get(
    '/api/user/company-metadata/:userId/:companyId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['company'],
        summary: 'The company page header, and whether the signed-in user follows the company',
        params: CompanyMetadataParamsSchema,
        response: { 200: CompanyMetadataResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await getCompanyMetadata(app.db, sessionUser(request).userId, request.params.companyId),
    }),
  );

  app.get(
    '/api/user/related-companies/:channelId/:companyId',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['company'],
        summary:
          'Companies of the industry most similar to the company, each with its latest transcript',
        params: RelatedCompaniesParamsSchema,
        response: { 200: RelatedCompaniesResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await getRelatedCompanies(app.db, request.params) }),
  );

  app.get(
    '/api/user/news-preview/:companyId',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['company'],
        summary: "The company's latest news cards",
        params: CompanyIdParamsSchema,
        response: { 200: NewsPreviewResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const json = await getNewsPreviewJson(app.db, sessionUser(request), request.params.companyId);
      return reply.type(JSON_TYPE).send(json as never);
    },
  );

  app.get(
    '/api/user/company-insights/:companyId',
    {
      config: { auth: SIGNED_IN, rateLimit: ENGINE_IP_LIMIT },
      preHandler: limitInsights,
      schema: {
        tags: ['company'],
        summary: "Trends, Buzz Index, SWOT and Strategy computed from the company's own stories",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyInsightsResponseSchema, ...ERRORS, ...ENGINE_ERRORS },
      },
    },
    async (request) => ({
      data: await getCompanyInsights(app.db, app.engine, request.params.companyId),
    }),
  );

  app.get(
    '/api/user/company-figures/:companyId',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['company'],
        summary:
          "Revenue, EPS, margins and guidance across the company's calls, for the company page's charts",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyFiguresResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await getCompanyFigures(app.db, sessionUser(request), request.params.companyId),
    }),
  );
};
