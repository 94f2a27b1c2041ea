import {
  ApiErrorBodySchema,
  MessageResponseSchema,
  NotificationsResponseSchema,
  UpdateNotificationsBodySchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import {
  createStoryNotifications,
  getNotifications,
  markViewed,
  STORY_PUBLISHED_JOB,
} from './notifications.service';

const ERRORS = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** The body's `userId` must be the signed-in user's (checked after validation, like the path). */
async function requireBodySelf(request: FastifyRequest) {
  const body = request.body as { userId?: unknown } | undefined;
  if (body?.userId !== sessionUser(request).userId) {
    throw new AppError('FORBIDDEN', 'You do not have access to this resource.');
  }
}

/** The header's bell: the user's notifications, and marking them viewed. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.jobs.work(STORY_PUBLISHED_JOB, async ({ storyId }) => {
    const created = await createStoryNotifications(app.db, storyId);
    app.log.info({ storyId, created }, 'notified the followers of a published story');
  });

  app.get(
    '/api/user/notifications/:userId',
    {
      config: { auth: sessionRoute({ self: 'userId' }) },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's newest notifications (50) and the number unread",
        params: UserIdParamsSchema,
        response: { 200: NotificationsResponseSchema, ...ERRORS },
      },
    },
    async (request) => getNotifications(app.db, request.params.userId),
  );

  app.put(
    '/api/user/updateNotifications',
    {
      config: { auth: sessionRoute() },
      preHandler: requireBodySelf,
      schema: {
        tags: ['notifications'],
        summary: "Mark some of the signed-in user's notifications as viewed",
        body: UpdateNotificationsBodySchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await markViewed(app.db, request.body.userId, request.body.objectIds),
    }),
  );
};
