import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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

/**
 * The headers helmet sets, worked out once. They are the same on every response, and helmet's
 * middleware would parse the policy again for each request.
 */
function securityHeaders(): Record<string, string> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  const applyHelmet = helmet({
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
  applyHelmet({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/** Security headers (helmet's, with the app's CSP) on every response, errors and 404s too. */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'clearcall-security' },
);
