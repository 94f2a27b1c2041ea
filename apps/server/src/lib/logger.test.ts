import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { PUBLIC_ROUTE } from '../plugins/auth';
import { loggerOptions } from './logger';
import { formatLogRecord } from './readable-log';
import { redactSecrets } from './redact-secrets';

const SECRET = 'hunter2-4f1c9a';
let lines: string[] = [];

const t = useTestApp({
  env: { LOG_LEVEL: 'info' },
  logStream: new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  }),
  beforeReady: (app) => {
    app.get(
      '/api/test/fetch-fails',
      { config: { auth: PUBLIC_ROUTE }, schema: { tags: ['test'] } },
      async () => {
        const cause = new Error(`refused https://idp.example.com/token?token=${SECRET}`);
        throw Object.assign(
          new Error(`fetch https://idp.example.com/token?code=${SECRET}&x=1 failed`, { cause }),
          { url: `https://app.example.com/api/sso/callback/azure?state=${SECRET}` },
        );
      },
    );
  },
});

describe('request log', () => {
  it('keeps the secrets of a query string out of every line, the request URL included', async () => {
    lines = [];
    const urls = [
      `/reset-password?token=${SECRET}`,
      `/signUp?token=${SECRET}&ref=mail`,
      `/api/sso/callback/linkedin?code=${SECRET}&state=${SECRET}`,
      `/sso/linkedin?ssotoken=${SECRET}`,
      `/api/no/such/route?PassCode=${SECRET}&api_key=${SECRET}&password=${SECRET}`,
      `/api/test/fetch-fails`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });

    const requestLines = lines.filter((line) => line.includes('"msg":"incoming request"'));
    expect(requestLines).toHaveLength(urls.length);
    expect(lines.some((line) => line.includes('request failed'))).toBe(true);
    expect(lines.join('\n')).not.toContain(SECRET);
    expect(requestLines[0]).toContain('"url":"/reset-password?token=[REDACTED]"');
    expect(requestLines[1]).toContain('"url":"/signUp?token=[REDACTED]&ref=mail"');
  });
});

describe('redactSecrets', () => {
  it('replaces the values of secret parameters and keeps the rest', () => {
    expect(redactSecrets('/a?code=1&state=2&page=3&sort=name')).toBe(
      '/a?code=[REDACTED]&state=[REDACTED]&page=3&sort=name',
    );
    expect(redactSecrets('/a?inviteToken=abc&client_secret=def&keyword=x')).toBe(
      '/a?inviteToken=[REDACTED]&client_secret=[REDACTED]&keyword=x',
    );
    expect(redactSecrets('/plain/path')).toBe('/plain/path');
  });

  it('finds secrets in a URL nested in another, encoded or not', () => {
    expect(redactSecrets('/go?next=/reset?token=abc')).toBe('/go?next=/reset?token=[REDACTED]');
    expect(redactSecrets('/go?next=%2Freset%3Ftoken%3Dabc%26a%3D1')).toBe(
      '/go?next=%2Freset%3Ftoken%3D[REDACTED]%26a%3D1',
    );
  });

  it('finds secrets inside a longer text such as an error message', () => {
    expect(redactSecrets('GET "https://x.test/cb?state=s1&code=c1" failed')).toBe(
      'GET "https://x.test/cb?state=[REDACTED]&code=[REDACTED]" failed',
    );
  });
});

describe('request log in the demo configuration', () => {
  let readable: string[] = [];
  const demo = useTestApp({
    env: { LOG_LEVEL: 'info', DEMO_DATA: 'true' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        readable.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    }),
    beforeReady: (app) => {
      app.get(
        '/api/test/breaks',
        { config: { auth: PUBLIC_ROUTE }, schema: { tags: ['test'] } },
        async () => {
          throw new Error('the engine broke', { cause: new Error('worker exited') });
        },
      );
    },
  });

  it('writes one readable line per request, with method, redacted path, status and time', async () => {
    readable = [];
    await demo.app.inject({ method: 'GET', url: `/api/no/such/route?token=${SECRET}&page=2` });

    expect(readable).toHaveLength(1);
    expect(readable[0]).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}GET \/api\/no\/such\/route\?token=\[REDACTED\]&page=2 404 \d+ ms$/,
    );
    expect(readable[0]).not.toContain('{');
  });

  it('writes an error in full, its stack and cause included, before the request line', async () => {
    readable = [];
    await demo.app.inject({ method: 'GET', url: '/api/test/breaks' });

    const text = readable.join('\n');
    expect(text).toContain('ERROR request failed');
    expect(text).toContain('Error: the engine broke');
    expect(text).toMatch(/\n\s+at /);
    expect(text).toContain('caused by: Error: worker exited');
    expect(readable.at(-1)).toMatch(/ERROR GET \/api\/test\/breaks 500 \d+ ms$/);
  });
});

describe('loggerOptions', () => {
  it('keeps JSON lines and Fastify request logging outside the demo configuration', () => {
    const options = loggerOptions({ logLevel: 'info' });
    expect(options.logController?.isLogDisabled({} as FastifyRequest)).toBe(false);
    expect(options.logger).not.toHaveProperty('stream');
    expect(options.logger).not.toHaveProperty('transport');
  });

  it('replaces the two lines per request with one readable line when asked', () => {
    const options = loggerOptions({ logLevel: 'info' }, { readable: true });
    expect(options.logController?.isLogDisabled({} as FastifyRequest)).toBe(true);
    expect(options.logger).toHaveProperty('stream');
  });
});

describe('formatLogRecord', () => {
  it('shows the message and any further fields, without pino bookkeeping', () => {
    const time = new Date(2026, 0, 2, 9, 5, 7).getTime();
    expect(
      formatLogRecord({
        level: 30,
        time,
        pid: 1,
        hostname: 'h',
        reqId: 'r',
        msg: 'started',
        port: 3000,
      }),
    ).toBe('09:05:07 INFO  started port=3000');
  });
});
