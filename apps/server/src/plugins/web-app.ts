import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NOT_BUILT_MESSAGE =
  'The Clearcall web app is not built yet. Run `npm run build`, then reload this page. The API is available under /api.';

/**
 * Paths the single-page app never answers, so a typo there is a clear 404 rather than a page,
 * and a missing asset is not answered with HTML.
 */
function isNeverPage(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/metrics' ||
    path.startsWith('/assets/')
  );
}

/** Cache lifetimes: hashed assets forever, the page itself always revalidated. */
function cacheControlFor(webDist: string, filePath: string): string {
  const inside = relative(webDist, filePath).split(sep);
  if (inside[0] === 'assets') return `public, max-age=${YEAR_SECONDS}, immutable`;
  if (inside[inside.length - 1] === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app from WEB_DIST (pre-compressed files when present) with history
 * fallback: a GET that is not an API path and not a file gets index.html. Unknown API routes
 * answer a JSON 404. Registered last, after every route.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance) => {
    const webDist = app.config.webDist;
    const indexPath = join(webDist, 'index.html');
    let isBuilt = existsSync(indexPath);

    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(webDist, filePath));
      },
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? request.url;
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (!isPageRequest || isNeverPage(path)) {
        throw new AppError('NOT_FOUND', `No route ${request.method} ${path}`);
      }
      // Checked again until found, so building the web app needs no server restart.
      isBuilt ||= existsSync(indexPath);
      if (!isBuilt) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT_MESSAGE);
      }
      return reply.sendFile('index.html');
    });
  },
  { name: 'clearcall-web-app', dependencies: ['clearcall-context'] },
);
