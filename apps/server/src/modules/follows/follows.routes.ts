import {
  AddCompanyToUserBodySchema,
  FollowCompanyBodySchema,
  FollowedCompaniesResponseSchema,
  MessageResponseSchema,
  UpdateUserCompaniesBodySchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute } from '../../plugins/auth';
import {
  getFollowedCompanies,
  replaceFollowedCompanies,
  setCompanyFollow,
} from './follows.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const ERRORS = errorResponses(400, 401, 403, 404, 409);

/** Followed companies: the follow button, and "Your Companies" in the feed filter. */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/follow/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['follows'],
        summary: 'Follow or unfollow a company (idempotent)',
        params: UserIdParamsSchema,
        body: FollowCompanyBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await setCompanyFollow(app.db, request.params.userId, request.body),
    }),
  );

  app.get(
    '/api/user/followingCompany/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['follows'],
        summary: 'The companies the signed-in user follows, oldest follow first',
        params: UserIdParamsSchema,
        response: { 200: FollowedCompaniesResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await getFollowedCompanies(app.db, request.params.userId) }),
  );

  app.put(
    '/api/user/updateCompanyInUser/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['follows'],
        summary: 'Replace the followed companies with the given list',
        params: UserIdParamsSchema,
        body: UpdateUserCompaniesBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await replaceFollowedCompanies(app.db, request.params.userId, request.body.company),
    }),
  );

  app.put(
    '/api/user/addCompanyToUser/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['follows'],
        summary: 'Follow one more company (idempotent)',
        params: UserIdParamsSchema,
        body: AddCompanyToUserBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await setCompanyFollow(app.db, request.params.userId, {
        status: 'follow',
        companyId: request.body.companyId,
      }),
    }),
  );
};
