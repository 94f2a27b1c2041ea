import {
  ApiTokenParamsSchema,
  ApiTokensResponseSchema,
  CreateApiTokenBodySchema,
  CreatedApiTokenResponseSchema,
  MessageResponseSchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import {
  createApiToken,
  listApiTokens,
  revokeApiToken,
  type ApiTokenActor,
} from './api-tokens.service';

const SELF = sessionRoute({ self: 'userId' });
const ERRORS = errorResponses(400, 401, 403);

function actorOf(request: FastifyRequest): ApiTokenActor {
  const user = sessionUser(request);
  return { userId: user.userId, userType: user.userType, ipAddress: request.ip };
}

/** An account's API tokens: listed, created (admins only; the secret shown once) and revoked. */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/api-tokens/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account-settings', 'api-tokens'],
        summary: "The account's API tokens that are not revoked, newest first",
        params: UserIdParamsSchema,
        response: { 200: ApiTokensResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await listApiTokens(app.db, request.params.userId) }),
  );

  app.post(
    '/api/user/api-tokens/:userId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account-settings', 'api-tokens'],
        summary: 'Create an API token (admins only); its secret is in this answer and never again',
        params: UserIdParamsSchema,
        body: CreateApiTokenBodySchema,
        response: { 201: CreatedApiTokenResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(app.db, actorOf(request), request.body.name)),
  );

  app.delete(
    '/api/user/api-tokens/:userId/:tokenId',
    {
      config: { auth: SELF },
      schema: {
        tags: ['account-settings', 'api-tokens'],
        summary: 'Revoke an API token',
        params: ApiTokenParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeApiToken(app.db, actorOf(request), request.params.tokenId);
      return { message: 'The API token was revoked.' };
    },
  );
};
