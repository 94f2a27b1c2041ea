import {
  AnalyticsEventsAcceptedSchema,
  AnalyticsEventsBodySchema,
  ApiErrorBodySchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { recordAnalyticsEvents } from './analytics.service';

/**
 * Batches per signed-in user per minute. The client sends a batch every few seconds at most, so
 * this is far above normal use and stops a script from filling the table.
 */
export const EVENTS_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  // The session is resolved before this hook runs, so the limit follows the user, not the address.
  keyGenerator: (request: FastifyRequest) => `events:${request.user?.userId ?? request.ip}`,
};

/** Analytics events of section 7, sent by the client in batches. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/events',
    {
      config: { auth: sessionRoute(), rateLimit: EVENTS_RATE_LIMIT },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['analytics'],
        summary: 'Record a batch of analytics events (at most 50)',
        body: AnalyticsEventsBodySchema,
        response: {
          202: AnalyticsEventsAcceptedSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const accepted = await recordAnalyticsEvents(
        app.db,
        sessionUser(request).userId,
        request.body.events,
      );
      return reply.code(202).send({ accepted });
    },
  );
};
