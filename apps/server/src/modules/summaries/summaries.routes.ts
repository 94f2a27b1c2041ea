import {
  SummaryItemsResponseSchema,
  SummaryOptionsResponseSchema,
  SummaryQuerySchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { getSummaryItems, getSummaryOptions } from './summaries.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const ERRORS = errorResponses(400, 401, 403);

/** The Summary tab: its company and quarter menus, and a company quarter's summaries. */
export const summariesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/summary-options/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['feed'],
        summary: 'Every company with summaries, and its quarters, for the Summary tab menus',
        params: UserIdParamsSchema,
        response: { 200: SummaryOptionsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await getSummaryOptions(app.db, sessionUser(request)) }),
  );

  app.get(
    '/api/user/summaries/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['feed'],
        summary: "A company quarter's summaries by source or by theme",
        params: UserIdParamsSchema,
        querystring: SummaryQuerySchema,
        response: { 200: SummaryItemsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await getSummaryItems(app.db, sessionUser(request), request.query),
    }),
  );
};
