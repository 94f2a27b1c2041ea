import {
  MessageResponseSchema,
  UpgradeRequestBodySchema,
  UserIdParamsSchema,
  UserPermissionsResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { getUserPermissions, requestUpgrade } from './premium.service';

const ERRORS = errorResponses(400, 401, 403, 404);

/** A user's side of premium: their tab permissions and the upgrade request. */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/permissions/:userId',
    {
      config: { auth: sessionRoute({ self: 'userId' }) },
      schema: {
        tags: ['user'],
        summary: "The signed-in user's feed tab permissions",
        params: UserIdParamsSchema,
        response: { 200: UserPermissionsResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { userId, userType } = sessionUser(request);
      return { result: { permissions: await getUserPermissions(app.db, userId, userType) } };
    },
  );

  app.post(
    '/api/user/upgrade-request',
    {
      config: { auth: sessionRoute() },
      schema: {
        tags: ['user'],
        summary: 'Ask the team for premium (one open request per source)',
        body: UpgradeRequestBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await requestUpgrade(app.db, sessionUser(request).userId, request.body),
    }),
  );
};
