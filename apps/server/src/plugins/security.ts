import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of the app. Mantine writes style attributes at run time, hence
 * 'unsafe-inline' for styles only; scripts come from our own origin and nowhere else.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
} as const;

/** Security headers on every response (helmet), with the app's CSP. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      // Same rule as frame-ancestors 'none', for browsers that only know X-Frame-Options.
      frameguard: { action: 'deny' },
      contentSecurityPolicy: {
        // Helmet's defaults add upgrade-insecure-requests, which breaks plain-http local use.
        useDefaults: false,
        directives: Object.fromEntries(
          Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
        ),
      },
    });
  },
  { name: 'clearcall-security' },
);
