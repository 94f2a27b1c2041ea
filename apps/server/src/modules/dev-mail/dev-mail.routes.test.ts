import type { DevMailListResponse } from '@clearcall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { uniqueAddress } from '../../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../../test/db';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp({ env, db: database.db });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

function register(t: TestApp, email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { email },
    remoteAddress: uniqueAddress(),
  });
}

describe('GET /api/dev/mail', () => {
  it('404: does not exist by default', async () => {
    await withApp({}, async (t) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });
  });

  it('404: does not exist with an SMTP server, even when asked for', async () => {
    await withApp({ MAIL_OUTBOX_API: 'true', SMTP_URL: 'smtp://127.0.0.1:1' }, async (t) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('200: lists stored mail newest first, without a session', async () => {
    await withApp({ MAIL_OUTBOX_API: 'true' }, async (t) => {
      expect((await register(t, 'first-dev@example.com')).statusCode).toBe(200);
      expect((await register(t, 'second-dev@example.com')).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<DevMailListResponse>();
      expect(data.length).toBeLessThanOrEqual(100);
      expect(data.slice(0, 2).map((mail) => mail.to)).toEqual([
        'second-dev@example.com',
        'first-dev@example.com',
      ]);
      expect(Object.keys(data[0]!).sort()).toEqual(
        ['createdAt', 'html', 'id', 'subject', 'text', 'to'].sort(),
      );
      expect(data[0]!.text).toContain(`${t.config.publicUrl}/signUp?token=`);
      expect(data[0]!.html).toContain('<a href=');
      expect(Number.isNaN(Date.parse(data[0]!.createdAt))).toBe(false);
    });
  });
});
