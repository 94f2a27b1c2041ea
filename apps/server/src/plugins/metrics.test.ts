import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestAppHandle } from '../../test/build-app';
import { openTestDatabase, type TestDatabase } from '../../test/db';

const TOKEN = 'metrics-token-0123456789abcdef';
const LOCAL = '127.0.0.1';
const REMOTE = '203.0.113.7';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const off = useTestApp(() => ({ db: database.db }));
const local = useTestApp(() => ({ db: database.db, env: { METRICS: 'true' } }));
const withToken = useTestApp(() => ({
  db: database.db,
  env: { METRICS: 'true', METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' },
}));

function getMetrics(t: TestAppHandle, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS is on, even for this machine', async () => {
    const response = await getMetrics(off, LOCAL);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses another machine when no token is set', async () => {
    const response = await getMetrics(local, REMOTE);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Metrics are served only to clients on this machine.',
      code: 'FORBIDDEN',
    });
    expect(response.body).not.toContain('process_cpu');
  });

  it('refuses a request a local proxy forwards, whatever address it claims', async () => {
    const forwardedHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ];
    for (const headers of forwardedHeaders) {
      expect((await getMetrics(local, LOCAL, headers)).statusCode).toBe(403);
    }
    // With TRUST_PROXY the header would make request.ip say 127.0.0.1; the socket decides.
    const forged = await getMetrics(withToken, REMOTE, { 'x-forwarded-for': '127.0.0.1' });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a missing or wrong token from another machine when a token is set', async () => {
    const missing = await getMetrics(withToken, REMOTE);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('UNAUTHENTICATED');
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      expect((await getMetrics(withToken, REMOTE, { authorization })).statusCode).toBe(401);
    }
    // A wrong token is refused even from this machine rather than silently ignored.
    expect((await getMetrics(withToken, LOCAL, { authorization: 'Bearer wrong' })).statusCode).toBe(
      401,
    );
  });

  it('serves another machine that sends the token', async () => {
    const response = await getMetrics(withToken, REMOTE, { authorization: `Bearer ${TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('serves this machine the defaults and request durations by route pattern', async () => {
    await local.app.inject({ method: 'GET', url: '/api/health' });
    await local.app.inject({ method: 'POST', url: '/api/admin/logout/some-user', payload: {} });
    const response = await getMetrics(local, LOCAL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(response.body).toContain(
      'method="POST",route="/api/admin/logout/:userId",status_code="401"',
    );
    expect((await getMetrics(local, '::1')).statusCode).toBe(200);
  });
});
