import { HealthResponseSchema } from '@clearcall/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { PUBLIC_ROUTE } from '../../plugins/auth';

/** True when the database answers a trivial query. */
async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The liveness check load balancers and the start script poll. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['operations'],
        summary: 'Whether the server and its database are up',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      if (await isDatabaseUp(app.db)) return { status: 'ok' as const, db: 'ok' as const };
      request.log.warn('health check: the database does not answer');
      return reply.status(503).send({ status: 'degraded', db: 'down' });
    },
  );
};
