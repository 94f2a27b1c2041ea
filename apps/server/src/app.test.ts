import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app';
import { openTestDatabase } from '../test/db';
import { PUBLIC_ROUTE } from './plugins/auth';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.get(
        '/api/test/explode',
        { config: { auth: PUBLIC_ROUTE }, schema: { tags: ['test'] } },
        async () => {
          throw new Error('database password is hunter2');
        },
      );
    },
  });
});

afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: `No route ${method} /api/no/such/route`,
        code: 'NOT_FOUND',
      });
    }
  });

  it('hides a thrown error behind a bare 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error', code: 'INTERNAL' });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('answers malformed JSON with a 400 in the common shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('gives every response a request id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', jobs: 'ok' });
  });

  it('answers 503 when the database is down', async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const down = await buildTestApp({ db: broken.db });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'down', jobs: 'down' });
    } finally {
      await down.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths['/api/user/login'].post;
    expect(login.tags).toEqual(['auth']);
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(document.paths['/api/admin/logout/{userId}'].post.security).toEqual([
      { bearerAuth: [] },
    ]);
    const logo = document.paths['/api/logos/{file}'].get;
    expect(logo.tags).toEqual(['logos']);
    expect(logo.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'file' })]);
    expect(document.paths['/api/docs/json']).toBeUndefined();
  });

  it('serves the docs page with its own CSP, and keeps the strict one elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const target = page.statusCode === 302 ? page.headers.location! : '/api/docs';
    const docs = await t.app.inject({ method: 'GET', url: target });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
    const docsPolicy = docs.headers['content-security-policy'];
    expect(docsPolicy).toContain("img-src 'self' data:;");
    expect(docsPolicy).not.toContain('upgrade-insecure-requests');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:;");
  });
});

describe('security headers', () => {
  it('sends the app CSP and helmet headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'];
    expect(csp).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on errors and unknown routes too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
