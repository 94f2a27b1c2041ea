import {
  ApiErrorBodySchema,
  INDUSTRIES,
  ChannelListResponseSchema,
  ProjectListResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../plugins/auth';

/** The ten industries, as the invite form's projects and the onboarding's channels. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/AllProject',
    {
      config: { auth: sessionRoute({ role: 'Admin' }) },
      schema: {
        tags: ['admin'],
        summary: 'List the ten industries (projects)',
        response: {
          200: ProjectListResponseSchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async () => ({
      data: INDUSTRIES.map((industry) => ({
        projectId: industry.id,
        projectName: industry.name,
      })),
    }),
  );

  app.get(
    '/api/user/listChannel',
    {
      config: { auth: sessionRoute() },
      schema: {
        tags: ['accounts'],
        summary: 'List the industries as channels (each one is also a project)',
        response: { 200: ChannelListResponseSchema, 401: ApiErrorBodySchema },
      },
    },
    async () => ({
      data: INDUSTRIES.map((industry) => ({
        channelId: industry.id,
        channelName: industry.name,
        projectId: industry.id,
        projectName: industry.name,
      })),
    }),
  );
};
