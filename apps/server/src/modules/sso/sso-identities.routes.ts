import {
  MessageResponseSchema,
  SsoIdentityListResponseSchema,
  SsoIdentityParamsSchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { listIdentities, removeIdentity, type IdentityCaller } from './sso-identities.service';

const SELF = sessionRoute({ self: 'userId' });
const ERRORS = errorResponses(400, 401, 403, 404, 409, 429);

function callerOf(request: FastifyRequest): IdentityCaller {
  return { userId: sessionUser(request).userId, ipAddress: request.ip };
}

/** The signed-in user's linked sign-ins (single sign-on identities): list and remove. */
export const ssoIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/sso-identities/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'List the single sign-ons linked to the account',
        params: UserIdParamsSchema,
        response: { 200: SsoIdentityListResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await listIdentities(app.db, callerOf(request)) }),
  );

  app.delete(
    '/api/user/sso-identities/:userId/:identityId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account'],
        summary: 'Remove a linked single sign-on (not the last way to sign in)',
        params: SsoIdentityParamsSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await removeIdentity(app.db, callerOf(request), request.params.identityId),
    }),
  );
};
