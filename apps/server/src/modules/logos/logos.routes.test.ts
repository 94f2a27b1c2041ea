import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logosRoutes } from './logos.routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(logosRoutes);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('GET /api/logos/:file', () => {
  it('answers 404 with a NOT_FOUND body for names that are not logo files', async () => {
    for (const file of [
      'nfs.svg',
      'NFS.png',
      'TOOLONG.svg',
      'NFS-BLACK.svg',
      'NFS',
      '..%2Fsecret.svg',
      'NF%3Cscript%3E.svg',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/logos/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ message: 'Logo not found', code: 'NOT_FOUND' });
    }
  });

  it('serves a colour logo as cacheable SVG', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logos/NFS.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('>NFS</text>');
    expect(response.body).not.toMatch(/<script/i);
  });

  it('serves the white variant for names ending in -WHITE', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/logos/NFS-WHITE.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('stroke="#ffffff"');
    expect(response.body).not.toMatch(/hsl\(/);
  });

  it('answers 304 when the browser already has the logo', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/logos/HALC.svg' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await app.inject({
      method: 'GET',
      url: '/api/logos/HALC.svg',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
});
