import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { findServerPackageRoot } from '../lib/package-root';

export const DOCS_PREFIX = '/api/docs';

/** What the swagger-ui page needs: its scripts and styles from here, its logo as a data URI. */
const DOCS_CONTENT_SECURITY_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'object-src': "'none'",
  'base-uri': "'self'",
};

function serverVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(join(findServerPackageRoot(), 'package.json'), 'utf8'),
  );
  if (manifest && typeof manifest === 'object' && 'version' in manifest) {
    return String(manifest.version);
  }
  return '0.0.0';
}

/**
 * The OpenAPI 3 document at /api/docs/json and its page at /api/docs, generated from the zod
 * schemas the routes validate with. Must be registered before the routes it documents.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Clearcall API',
          description: 'No-noise company insights: transcripts, news and filings, summarized.',
          version: serverVersion(),
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'A session token' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No call to the public validator service: the document never leaves the server.
      uiConfig: { validatorUrl: null },
      // Applies to the docs routes only. swagger-ui's own default adds upgrade-insecure-requests,
      // which breaks the page on plain-http local servers.
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    });
  },
  { name: 'clearcall-docs', dependencies: ['clearcall-context'] },
);
