import { HealthResponseSchema, type HealthResponse } from '@clearcall/contracts';
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

/** The readiness check load balancers and the start script poll: the database and the job queue. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['operations'],
        summary: 'Whether the server, its database and its job queue are up',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (request, reply) => {
      const db: HealthResponse['db'] = (await isDatabaseUp(app.db)) ? 'ok' : 'down';
      const jobs: HealthResponse['jobs'] = app.jobs.isRunning() ? 'ok' : 'down';
      if (db === 'ok' && jobs === 'ok') return { status: 'ok' as const, db, jobs };
      request.log.warn({ db, jobs }, 'health check: a dependency is down');
      return reply.status(503).send({ status: 'degraded', db, jobs });
    },
  );
};
