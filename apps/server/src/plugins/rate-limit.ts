import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** A limit: this many requests per window (milliseconds). */
export type RateLimitWindow = { max: number; timeWindow: number };

/**
 * A preHandler limiting requests per key (an e-mail address, an account), on top of a route's
 * per-IP `config.rateLimit`. It keeps its own counter, because the plugin lets only one of its
 * own hooks run per request. `tooMany` words the refusal from the minutes left to wait.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  window: RateLimitWindow,
  keyOf: (request: FastifyRequest) => string,
  tooMany: (waitText: string) => string,
) {
  const limiter = app.createRateLimit({ ...window, keyGenerator: keyOf });
  return async (request: FastifyRequest): Promise<void> => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      const minutes = Math.max(1, Math.ceil(outcome.ttlInSeconds / 60));
      throw new AppError('RATE_LIMITED', tooMany(`${minutes} minute${minutes === 1 ? '' : 's'}`), {
        retryAfterSeconds: outcome.ttlInSeconds,
      });
    }
  };
}

/**
 * A preHandler limiting a session route per signed-in user, on top of its per-IP
 * `config.rateLimit`: one account spread over many addresses still gets only its own share of
 * work that costs real CPU. `name` keeps each route's count apart.
 */
export function userRateLimit(app: FastifyInstance, name: string, window: RateLimitWindow) {
  return keyedRateLimit(
    app,
    window,
    (request) => `${name}:${request.user?.userId ?? request.ip}`,
    (waitText) => `Too many requests from your account. Please wait ${waitText} and try again.`,
  );
}
