import {
  ApiErrorBodySchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../plugins/auth';
import { listAuditEvents } from './audit.service';

/** The audit log for the admin. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { auth: sessionRoute({ role: 'Admin' }) },
      schema: {
        tags: ['admin'],
        summary: 'Admin actions and security events, newest first, 50 to a page',
        querystring: AuditListQuerySchema,
        response: {
          200: AuditListResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
        },
      },
    },
    async (request) => listAuditEvents(app.db, request.query),
  );
};
