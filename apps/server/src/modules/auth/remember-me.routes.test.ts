import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, uniqueAddress, type TestUser } from '../../../test/factories';
import { lastMailTo, passcodeIn } from '../../../test/mail';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { BROWSER_SESSION_TTL_MS, findLiveSession } from './auth.service';
import { clearSessionCache } from './session-cache';

/**
 * "Remember me" off gives a 12-hour session, whether the person signs in with a password alone
 * or confirms with an e-mailed passcode; on (or not sent, as older clients do) the full term.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const t = useTestApp();

type SignedIn = { token: string; signedInAt: number };

async function signInWithPassword(
  user: TestUser,
  rememberMe: boolean | undefined,
): Promise<SignedIn> {
  const signedInAt = Date.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password, rememberMe },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json<{ result: { token: string } }>().result.token, signedInAt };
}

async function signInWithPasscode(
  user: TestUser,
  rememberMe: boolean | undefined,
): Promise<SignedIn> {
  const remoteAddress = uniqueAddress();
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password, rememberMe },
    remoteAddress,
  });
  const { challenge } = asked.json<{ passcodeRequired: true; challenge: string }>();
  expect(asked.json()).toMatchObject({ passcodeRequired: true });
  const passcode = passcodeIn(await lastMailTo(t.db, user.email, 'passcode'));
  const signedInAt = Date.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/totp-validate',
    payload: { email: user.email, token: passcode, challenge, rememberMe },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return { token: response.json<{ result: { token: string } }>().result.token, signedInAt };
}

/** The session's stored lifetime, in ms after the sign-in. */
async function lifetimeStored({ token, signedInAt }: SignedIn): Promise<number> {
  const [row] = await t.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.expiresAt.getTime() - signedInAt;
}

/** Whether the token still opens a session this long after the sign-in. */
async function isLiveAfter({ token, signedInAt }: SignedIn, elapsedMs: number): Promise<boolean> {
  clearSessionCache(t.db);
  return (await findLiveSession(t.db, token, new Date(signedInAt + elapsedMs))) !== null;
}

const signIns = [
  { way: 'a password', signIn: signInWithPassword, options: {} },
  { way: 'a passcode', signIn: signInWithPasscode, options: { passcodeOnSignIn: true } },
];

describe.each(signIns)('a sign-in with $way', ({ signIn, options }) => {
  it('without "Remember me" lasts 12 hours, then the token stops working', async () => {
    const user = await createUser(t.db, options);
    const session = await signIn(user, false);
    const lifetime = await lifetimeStored(session);
    expect(Math.abs(lifetime - BROWSER_SESSION_TTL_MS)).toBeLessThan(MINUTE_MS);
    expect(await isLiveAfter(session, BROWSER_SESSION_TTL_MS - MINUTE_MS)).toBe(true);
    expect(await isLiveAfter(session, BROWSER_SESSION_TTL_MS + MINUTE_MS)).toBe(false);
  });

  it('with "Remember me", or from a client that does not say, lasts the configured term', async () => {
    const term = t.config.sessionTtlDays * DAY_MS;
    for (const rememberMe of [true, undefined]) {
      const user = await createUser(t.db, options);
      const session = await signIn(user, rememberMe);
      expect(Math.abs((await lifetimeStored(session)) - term)).toBeLessThan(MINUTE_MS);
      expect(await isLiveAfter(session, term - MINUTE_MS)).toBe(true);
    }
  });
});

it('400 for a "Remember me" that is not a boolean', async () => {
  const user = await createUser(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password, rememberMe: 'no' },
    remoteAddress: uniqueAddress(),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().issues[0].path).toBe('rememberMe');
});
