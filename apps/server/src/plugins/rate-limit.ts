import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * Per-IP rate limits, opted into by each route through `config.rateLimit`. A refused request
 * leaves as RATE_LIMITED with Retry-After through the shared error handler.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'RATE_LIMITED',
          `Too many requests. Please wait ${context.after} and try again.`,
          { retryAfterSeconds: Math.ceil(context.ttl / 1000) },
        ),
    });
  },
  { name: 'clearcall-rate-limit' },
);
