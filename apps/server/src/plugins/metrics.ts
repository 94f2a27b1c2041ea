import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { MetricsConfig } from '../config/env';
import { AppError } from '../lib/errors';
import { isLoopbackAddress } from '../lib/loopback';
import { PUBLIC_ROUTE } from './auth';

/** Requests that matched no route share one label, so scanners cannot blow up the series. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * A client on this machine: the connection comes from a loopback address and names no other
 * client. The socket is asked, not `request.ip`, which TRUST_PROXY lets a header choose; a
 * request a local reverse proxy forwards carries X-Forwarded-For or Forwarded and is not local.
 */
function isLocalClient(request: FastifyRequest): boolean {
  const address = request.raw.socket.remoteAddress;
  if (!address || !isLoopbackAddress(address)) return false;
  return (
    request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined
  );
}

/** Compares digests, so neither the time taken nor a length mismatch tells how close a guess is. */
function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Lets a local client or the holder of METRICS_TOKEN through; anyone else is refused. */
function checkMetricsAccess(request: FastifyRequest, metrics: MetricsConfig): void {
  const token = bearerToken(request);
  if (metrics.token !== undefined && token !== undefined) {
    if (isSameSecret(token, metrics.token)) return;
    throw new AppError('UNAUTHENTICATED', 'The metrics token is not valid.');
  }
  if (isLocalClient(request)) return;
  if (metrics.token !== undefined) {
    throw new AppError('UNAUTHENTICATED', 'Send the metrics token as a bearer token.');
  }
  throw new AppError('FORBIDDEN', 'Metrics are served only to clients on this machine.');
}

/**
 * Prometheus metrics at /metrics, when METRICS is on: the process defaults and a request
 * duration histogram by method, route pattern and status, readable from this machine or with
 * METRICS_TOKEN. Each app has its own registry, so tests stay independent.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const metrics = app.config.metrics;
    if (!metrics) return;
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
        // Not a user route: no session is asked for, the address or token is checked instead.
        config: { auth: PUBLIC_ROUTE },
        onRequest: async (request) => checkMetricsAccess(request, metrics),
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
  { name: 'clearcall-metrics', dependencies: ['clearcall-context', 'clearcall-auth'] },
);
