import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { PUBLIC_ROUTE } from '../plugins/auth';
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
