import {
  AdminUserIdParamsSchema,
  MessageResponseSchema,
  UpdateUserAccessBodySchema,
  UpgradeRequestListQuerySchema,
  UpgradeRequestListResponseSchema,
  UserAccessResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { dismissUpgradeRequests, getUserAccess, updateUserAccess } from './admin-access.service';
import { listUpgradeRequests } from './premium.service';

const ADMIN_ONLY = sessionRoute({ role: 'Admin' });
const ERRORS = errorResponses(400, 401, 403, 404);

/** Premium for the admin: the upgrade requests, and a user's type, tabs and chat limit. */
export const adminAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/upgrade-requests',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Upgrade requests, newest first, 50 to a page (optionally of one status)',
        querystring: UpgradeRequestListQuerySchema,
        response: { 200: UpgradeRequestListResponseSchema, ...ERRORS },
      },
    },
    async (request) => listUpgradeRequests(app.db, request.query),
  );

  app.get(
    '/api/admin/users/:id/access',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: "A user's type, tab permissions and daily chat limit",
        params: AdminUserIdParamsSchema,
        response: { 200: UserAccessResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ result: await getUserAccess(app.db, request.params.id) }),
  );

  app.put(
    '/api/admin/users/:id/access',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Grant premium or take it back; closes the open upgrade requests',
        params: AdminUserIdParamsSchema,
        body: UpdateUserAccessBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      const mailer = { mail: app.mail, publicUrl: app.config.publicUrl };
      return {
        message: await updateUserAccess(app.db, request.params.id, request.body, actor, mailer),
      };
    },
  );

  app.post(
    '/api/admin/users/:id/upgrade-requests/dismiss',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: "Dismiss a user's open upgrade requests without changing their access",
        params: AdminUserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      return { message: await dismissUpgradeRequests(app.db, request.params.id, actor) };
    },
  );
};
