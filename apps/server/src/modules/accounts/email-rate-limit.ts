import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';

/** A per-route limit: this many requests per window. */
export type RateLimitWindow = { max: number; timeWindow: number };

function emailKey(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string') {
    return `email:${normalizeEmail(body.email)}`;
  }
  return `ip:${request.ip}`;
}

/**
 * A preHandler limiting requests per e-mail address of the body, on top of the per-IP limit in
 * `config.rateLimit`: many addresses cannot drain one account's budget, nor many IPs one inbox.
 * It has its own counter, because the plugin lets only one of its own hooks run per request.
 */
export function emailRateLimit(app: FastifyInstance, window: RateLimitWindow) {
  const limiter = app.createRateLimit({ ...window, keyGenerator: emailKey });
  return async (request: FastifyRequest): Promise<void> => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      const minutes = Math.max(1, Math.ceil(outcome.ttlInSeconds / 60));
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests for this e-mail address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        { retryAfterSeconds: outcome.ttlInSeconds },
      );
    }
  };
}
