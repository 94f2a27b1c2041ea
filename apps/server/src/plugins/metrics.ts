import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { PUBLIC_ROUTE } from './auth';

/** Requests that matched no route share one label, so scanners cannot blow up the series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics at /metrics: the process defaults and a request duration histogram by
 * method, route pattern and status. Each app has its own registry, so tests stay independent.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      duration.observe(
        {
          method: request.method,
          route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      '/metrics',
      {
        config: { auth: PUBLIC_ROUTE },
        schema: {
          tags: ['operations'],
          summary: 'Prometheus metrics in the text exposition format',
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        const body = await registry.metrics();
        return reply.type(registry.contentType).send(body);
      },
    );
  },
  { name: 'clearcall-metrics', dependencies: ['clearcall-auth'] },
);
