import {
  ApiErrorBodySchema,
  MessageResponseSchema,
  StopTutorialBodySchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../plugins/auth';
import { stopTutorial } from './tutorial.service';

/** The guided tutorial's one server call: stop it for good. */
export const tutorialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/tutorial/:userId',
    {
      config: { auth: sessionRoute({ self: 'userId' }) },
      schema: {
        tags: ['tutorial'],
        summary: 'Stop the guided tutorial for the signed-in user',
        params: UserIdParamsSchema,
        body: StopTutorialBodySchema,
        response: {
          200: MessageResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ message: await stopTutorial(app.db, request.params.userId) }),
  );
};
