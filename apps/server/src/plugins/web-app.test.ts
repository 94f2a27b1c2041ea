import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';

const INDEX_HTML = '<!doctype html><html><head><title>Clearcall</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'clearcall-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webDist, 'assets', 'app-3f2a.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'app-3f2a.js.br'), brotliCompressSync(SCRIPT));
});

afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
});

const built = useTestApp(() => ({ env: { WEB_DIST: webDist } }));
const unbuilt = useTestApp(() => ({ env: { WEB_DIST: join(webDist, 'assets') }, db: built.db }));

describe('the built web app', () => {
  it('serves index.html at / without caching, with the security headers', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('falls back to index.html for the app routes (history mode)', async () => {
    for (const url of ['/earnings/feeds', '/company/123?tab=news', '/admin/users/']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year and serves the pre-compressed file', async () => {
    const plain = await built.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);

    const compressed = await built.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('serves other files with a short cache lifetime', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers a missing asset, an API path or a non-GET with the page', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(asset.statusCode).toBe(404);
    const api = await built.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await built.app.inject({ method: 'POST', url: '/earnings/feeds' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('compresses API responses on the fly', async () => {
    const response = await built.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a built web app', () => {
  it('says so with a 503 on pages while the API keeps working', async () => {
    const page = await unbuilt.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toContain('not built');
    const health = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
