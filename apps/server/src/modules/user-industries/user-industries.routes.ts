import {
  ApiErrorBodySchema,
  MessageResponseSchema,
  UpdateUserProjectsBodySchema,
  UserChannelsResponseSchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../plugins/auth';
import { getUserChannels, updateUserProjects } from './user-industries.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const ERRORS = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** The industries a user follows: read at onboarding and in the feed filter, replaced by both. */
export const userIndustriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/get-all-channel/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['accounts'],
        summary: "List the signed-in user's industries as channels",
        params: UserIdParamsSchema,
        response: { 200: UserChannelsResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ result: await getUserChannels(app.db, request.params.userId) }),
  );

  app.put(
    '/api/user/updateProjectInUser/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['accounts'],
        summary: "Replace the signed-in user's industries (at least one)",
        params: UserIdParamsSchema,
        body: UpdateUserProjectsBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await updateUserProjects(app.db, request.params.userId, request.body.project),
    }),
  );
};
