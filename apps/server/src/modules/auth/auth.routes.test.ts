import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, uniqueAddress } from '../../../test/factories';
import { auditLog, sessions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function login(payload: unknown, remoteAddress = uniqueAddress(), headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers,
  });
}

describe('POST /api/user/login', () => {
  it('400: reports every malformed field with its path', async () => {
    const response = await login({ email: 42 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'email',
      'password',
    ]);
    expect(body.message).toMatch(/^email: .+; password: .+$/);
  });

  it('401: a wrong password gets the exact message', async () => {
    const user = await createUser(t.db);
    const response = await login({ email: user.email, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid email or password',
      code: 'UNAUTHENTICATED',
    });
  });

  it('401: an unknown e-mail gets exactly what a wrong password gets', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'whatever1' });
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.body).toBe(wrongPassword.body);
  });

  it('401: an account without a password (single sign-on only) cannot sign in with one', async () => {
    const user = await createUser(t.db, { password: null });
    const response = await login({ email: user.email, password: 'anything-at-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });

  it('200: returns the user and a token; the e-mail is trimmed and case-insensitive', async () => {
    const user = await createUser(t.db, {
      email: 'mixed.case@example.com',
      firstName: 'Li',
      lastName: 'Wei',
      userType: 'Marketing',
      industries: ['H', 'A', 'D'],
    });
    const response = await login(
      { email: '  Mixed.Case@EXAMPLE.com ', password: user.password },
      '10.1.2.3',
      { 'user-agent': 'LoginTest/1.0' },
    );
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.user).toEqual({
      userId: user.id,
      _id: user.id,
      firstName: 'Li',
      lastName: 'Wei',
      email: 'mixed.case@example.com',
      userType: 'Marketing',
      userStatus: true,
      project: [
        { projectId: 'A', projectName: 'Agriculture, Forestry, Fishing' },
        { projectId: 'D', projectName: 'Manufacturing' },
        { projectId: 'H', projectName: 'Finance, Insurance, Real Estate' },
      ],
      sessionsCount: 1,
      stopTutorial: 0,
    });
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(result.token)));
    expect(stored).toMatchObject({
      userId: user.id,
      userAgent: 'LoginTest/1.0',
      ipAddress: '10.1.2.3',
    });
    const ttlDays = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(ttlDays).toBeCloseTo(30, 1);
    const tokenColumns = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(tokenColumns.some((row) => row.hash === result.token)).toBe(false);

    const again = await login({ email: user.email, password: user.password });
    expect(again.json().result.user.sessionsCount).toBe(2);
    expect(again.json().result.token).not.toBe(result.token);
  });

  it('a success clears the failure streak', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 9; i += 1) await login({ email: user.email, password: 'wrong-password' });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    expect((await login({ email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('429: ten failures lock a known and an unknown address alike, right password or not', async () => {
    const user = await createUser(t.db);
    const unknownEmail = 'never-registered@example.com';
    for (let i = 0; i < 10; i += 1) {
      const known = await login({ email: user.email, password: `wrong-${i}` });
      const unknown = await login({ email: unknownEmail, password: `wrong-${i}` });
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(known.body);
    }

    const known = await login({ email: user.email, password: 'wrong-again' });
    const unknown = await login({ email: unknownEmail, password: 'wrong-again' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        message: 'Too many failed sign-in attempts. Please wait 15 minutes before trying again.',
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    expect(unknown.body).toBe(known.body);

    const rightPassword = await login({ email: user.email, password: user.password });
    expect(rightPassword.statusCode).toBe(429);

    const events = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.locked'));
    expect(events.map((event) => event.detail)).toEqual(
      expect.arrayContaining([{ email: user.email }, { email: unknownEmail }]),
    );
  });

  it('429: one address may try 30 times a minute', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await login({}, address)).statusCode).toBe(400);
    }
    const refused = await login({}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({}, uniqueAddress())).statusCode).toBe(400);
  });
});
