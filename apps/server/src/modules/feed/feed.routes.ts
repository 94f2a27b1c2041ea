import {
  FeedBodySchema,
  FeedPageQuerySchema,
  FeedResponseSchema,
  InsightParamsSchema,
  MessageResponseSchema,
  UserIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsGzip } from '../../lib/accept-encoding';
import { errorResponses } from '../../lib/error-responses';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import type { FeedPageBody } from './feed.presenter';
import { getFeedPage, setInsightful } from './feed.service';

const SELF_ONLY = sessionRoute({ self: 'userId' });
const ERRORS = errorResponses(400, 401, 403, 404);

/**
 * Sends a page assembled from cached, already serialized cards: its cached gzip form when the
 * client takes gzip (the compression plugin leaves an encoded body alone), else the JSON, which
 * the plugin compresses on the fly if asked to.
 */
function sendFeedPage(request: FastifyRequest, reply: FastifyReply, page: FeedPageBody) {
  reply.type('application/json; charset=utf-8');
  if (page.gzipped && acceptsGzip(request.headers['accept-encoding'])) {
    reply.header('vary', 'accept-encoding').header('content-encoding', 'gzip');
    return reply.send(page.gzipped);
  }
  return reply.send(page.body);
}

/** The signed-in home's feeds and the Insightful mark. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedSchema = {
    tags: ['feed'],
    params: UserIdParamsSchema,
    querystring: FeedPageQuerySchema,
    body: FeedBodySchema,
    response: { 200: FeedResponseSchema, ...ERRORS },
  };

  app.post(
    '/api/user/story-feed/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        ...feedSchema,
        summary: 'One page of 20 stories, newest first, of a story type or every permitted type',
      },
    },
    async (request, reply) => {
      const page = await getFeedPage(app.db, sessionUser(request), {
        body: request.body,
        page: request.query.page,
      });
      return sendFeedPage(request, reply, page);
    },
  );

  app.post(
    '/api/user/news-feed/:userId',
    {
      config: { auth: SELF_ONLY },
      schema: {
        ...feedSchema,
        summary: 'The News tab: the story feed with story_type news unless another is given',
      },
    },
    async (request, reply) => {
      const page = await getFeedPage(app.db, sessionUser(request), {
        body: { ...request.body, story_type: request.body.story_type ?? 'news' },
        page: request.query.page,
      });
      return sendFeedPage(request, reply, page);
    },
  );

  app.post(
    '/api/user/insight/:userId/:storyId/:action',
    {
      config: { auth: SELF_ONLY },
      schema: {
        tags: ['feed'],
        summary: 'Mark a story as insightful or remove the mark (idempotent)',
        params: InsightParamsSchema,
        response: { 200: MessageResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({
      message: await setInsightful(app.db, sessionUser(request), {
        storyId: request.params.storyId,
        action: request.params.action,
      }),
    }),
  );
};
