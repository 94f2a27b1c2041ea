import {
  AdminUserIdParamsSchema,
  AdminUserListResponseSchema,
  MessageResponseSchema,
  UpdateUserStatusBodySchema,
  UserIdParamsSchema,
  UserSearchParamsSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { deleteUser, findUsers, listUsers, updateUserStatus } from './admin-users.service';

const ADMIN_ONLY = sessionRoute({ role: 'Admin' });
const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** The admin's user list, search, activation and deletion. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'List every user',
        response: { 200: AdminUserListResponseSchema, ...ERRORS },
      },
    },
    async () => ({ data: await listUsers(app.db) }),
  );

  app.get(
    '/api/admin/userSearch/:term',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Find users whose name or e-mail contains the term',
        params: UserSearchParamsSchema,
        response: { 200: AdminUserListResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await findUsers(app.db, request.params.term) }),
  );

  app.put(
    '/api/admin/updateUserStatus/:userId',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a user (activation e-mails them)',
        params: UserIdParamsSchema,
        body: UpdateUserStatusBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      const message = await updateUserStatus(
        app.db,
        app.mail,
        { userId: request.params.userId, userStatus: request.body.userStatus },
        actor,
        { publicUrl: app.config.publicUrl },
      );
      return { message };
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'Delete a user: ends their sessions and removes their personal data',
        params: AdminUserIdParamsSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const actor = { userId: sessionUser(request).userId, ipAddress: request.ip };
      return { message: await deleteUser(app.db, request.params.id, actor) };
    },
  );
};
