import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, uniqueAddress } from '../../../test/factories';
import { auditLog, sessions, signInClientFailures, signInFailures } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { FIRST_SLOW_DOWN_MS, SLOW_DOWN_AFTER_FAILURES } from './sign-in-lockout';

const t = useTestApp();

function login(payload: unknown, remoteAddress = uniqueAddress(), headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers,
  });
}

/** One client's failure streak for an address, as stored. */
function clientFailures(email: string, ipAddress: string) {
  return t.db
    .select()
    .from(signInClientFailures)
    .where(
      and(eq(signInClientFailures.email, email), eq(signInClientFailures.ipAddress, ipAddress)),
    );
}

/** Runs a request and measures how long its answer took. */
async function timed<T>(run: () => Promise<T>): Promise<{ response: T; ms: number }> {
  const started = performance.now();
  const response = await run();
  return { response, ms: performance.now() - started };
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

  it("a success clears the client's failure streak", async () => {
    const user = await createUser(t.db);
    const address = uniqueAddress();
    for (let i = 0; i < 9; i += 1) {
      await login({ email: user.email, password: 'wrong-password' }, address);
    }
    expect((await login({ email: user.email, password: user.password }, address)).statusCode).toBe(
      200,
    );
    expect(await clientFailures(user.email, address)).toEqual([]);
    const again = await login({ email: user.email, password: 'wrong-password' }, address);
    expect(again.statusCode).toBe(401);
    expect(await clientFailures(user.email, address)).toMatchObject([{ failures: 1 }]);
  });

  it('429: ten failures from one client lock that client out, for a known and an unknown address alike', async () => {
    const user = await createUser(t.db);
    const unknownEmail = 'never-registered@example.com';
    const attacker = uniqueAddress();
    for (let i = 0; i < 10; i += 1) {
      const known = await login({ email: user.email, password: `wrong-${i}` }, attacker);
      const unknown = await login({ email: unknownEmail, password: `wrong-${i}` }, attacker);
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(known.body);
    }

    const known = await login({ email: user.email, password: 'wrong-again' }, attacker);
    const unknown = await login({ email: unknownEmail, password: 'wrong-again' }, attacker);
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

    // The locked client cannot try the right password either.
    const rightPassword = await login({ email: user.email, password: user.password }, attacker);
    expect(rightPassword.statusCode).toBe(429);

    const events = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.locked'));
    expect(events.map((event) => event.detail)).toEqual(
      expect.arrayContaining([{ email: user.email }, { email: unknownEmail }]),
    );
  });

  it("an attacker's ten wrong passwords do not stop the owner signing in from another address", async () => {
    const user = await createUser(t.db);
    const attacker = uniqueAddress();
    for (let i = 0; i < 10; i += 1) {
      await login({ email: user.email, password: `wrong-${i}` }, attacker);
    }
    expect((await login({ email: user.email, password: 'wrong' }, attacker)).statusCode).toBe(429);

    const owner = await login({ email: user.email, password: user.password }, uniqueAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().result.user.userId).toBe(user.id);
    // A client that has not failed gets an answer, never the lockout, even with a wrong password.
    const typo = await login({ email: user.email, password: 'a-typo' }, uniqueAddress());
    expect(typo.statusCode).toBe(401);
  });

  it('failures from many addresses slow each further attempt down, and never refuse it', async () => {
    const user = await createUser(t.db);
    const unknownEmail = 'slowed-unknown@example.com';
    for (let i = 0; i < SLOW_DOWN_AFTER_FAILURES; i += 1) {
      await login({ email: user.email, password: `wrong-${i}` }, uniqueAddress());
      await login({ email: unknownEmail, password: `wrong-${i}` }, uniqueAddress());
    }

    // The eleventh attempt waits FIRST_SLOW_DOWN_MS, the next twice as long: known or not.
    for (const email of [user.email, unknownEmail]) {
      const first = await timed(() => login({ email, password: 'wrong-again' }, uniqueAddress()));
      expect(first.response.statusCode).toBe(401);
      expect(first.ms).toBeGreaterThanOrEqual(FIRST_SLOW_DOWN_MS - 5);
      const second = await timed(() => login({ email, password: 'wrong-more' }, uniqueAddress()));
      expect(second.response.statusCode).toBe(401);
      expect(second.ms).toBeGreaterThanOrEqual(2 * FIRST_SLOW_DOWN_MS - 5);
    }

    const owner = await timed(() =>
      login({ email: user.email, password: user.password }, uniqueAddress()),
    );
    expect(owner.response.statusCode).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(4 * FIRST_SLOW_DOWN_MS - 5);
    const [shared] = await t.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, user.email));
    expect(shared!.failures).toBe(SLOW_DOWN_AFTER_FAILURES + 2);
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
