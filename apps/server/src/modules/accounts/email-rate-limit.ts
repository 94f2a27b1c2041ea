import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../lib/email';
import { keyedRateLimit, type RateLimitWindow } from '../../plugins/rate-limit';

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
 */
export function emailRateLimit(app: FastifyInstance, window: RateLimitWindow) {
  return keyedRateLimit(
    app,
    window,
    emailKey,
    (wait) => `Too many requests for this e-mail address. Please wait ${wait} and try again.`,
  );
}
