import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postAnonymously, useTestApp } from '../../../test/build-app';
import {
  createUser,
  injectAs,
  signInAs,
  uniqueAddress,
  type TestUser,
} from '../../../test/factories';
import { awaitMailTo, linkIn } from '../../../test/mail';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { SESSION_CACHE_TTL_MS } from './session-cache';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof injectAs>>;

beforeAll(async () => {
  admin = await injectAs(t.app, await createUser(t.db, { userType: 'Admin' }));
});

afterEach(() => {
  vi.useRealTimers();
});

function send(
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: uniqueAddress(),
  });
}

/** The status of an authenticated call that reads nothing but the session and permissions. */
async function statusOf(token: string, user: TestUser): Promise<number> {
  return (await send(token, 'GET', `/api/user/permissions/${user.id}`)).statusCode;
}

/** Two sessions of a new user, each used once, so both are in the session cache. */
async function cachedSessions(): Promise<{ user: TestUser; here: string; elsewhere: string }> {
  const user = await createUser(t.db);
  const here = await signInAs(t.app, user);
  const elsewhere = await signInAs(t.app, user);
  expect(await statusOf(here, user)).toBe(200);
  expect(await statusOf(elsewhere, user)).toBe(200);
  return { user, here, elsewhere };
}

describe('revoking a session that was just used ends it at once', () => {
  it('sign-out', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const out = await send(here, 'POST', `/api/admin/logout/${user.id}`, { token: here });
    expect(out.statusCode).toBe(200);
    expect(await statusOf(here, user)).toBe(401);
    expect(await statusOf(elsewhere, user)).toBe(200);
  });

  it('a password change ends the other sessions', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const changed = await send(here, 'PUT', `/api/user/password/${user.id}`, {
      currentPassword: user.password,
      newPassword: 'a-changed-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(elsewhere, user)).toBe(401);
    expect(await statusOf(here, user)).toBe(200);
  });

  it('signing out everywhere else', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const out = await send(here, 'DELETE', `/api/user/sessions/${user.id}`);
    expect(out.statusCode).toBe(200);
    expect(await statusOf(elsewhere, user)).toBe(401);
    expect(await statusOf(here, user)).toBe(200);
  });

  it('signing out one device', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const [target] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(elsewhere)));
    const out = await send(here, 'DELETE', `/api/user/sessions/${user.id}/${target!.id}`);
    expect(out.statusCode).toBe(200);
    expect(await statusOf(elsewhere, user)).toBe(401);
    expect(await statusOf(here, user)).toBe(200);
  });

  it('deletion by an admin', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const deleted = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${user.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await statusOf(here, user)).toBe(401);
    expect(await statusOf(elsewhere, user)).toBe(401);
  });

  it('deleting one’s own account', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    const deleted = await send(here, 'DELETE', `/api/user/account/${user.id}`, {
      password: user.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await statusOf(here, user)).toBe(401);
    expect(await statusOf(elsewhere, user)).toBe(401);
  });

  it('a password reset', async () => {
    const { user, here, elsewhere } = await cachedSessions();
    await postAnonymously(t, '/api/user/forgot-password', { email: user.email });
    const link = linkIn(
      await awaitMailTo(t.db, user.email, 'Reset'),
      `${t.config.publicUrl}/reset-password?`,
    );
    const reset = await postAnonymously(t, '/api/user/reset-password', {
      email: user.email,
      token: link.searchParams.get('token'),
      password: 'a-reset-password',
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(here, user)).toBe(401);
    expect(await statusOf(elsewhere, user)).toBe(401);
  });
});

describe('the session cache', () => {
  it('does not serve a session past its expiry', async () => {
    const { user, here } = await cachedSessions();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const expiresAt = new Date(Date.now() + SESSION_CACHE_TTL_MS + 1_000);
    await t.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(here)));
    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS);
    // Read again, and cached for longer than the session has left.
    expect(await statusOf(here, user)).toBe(200);
    vi.advanceTimersByTime(1_000);
    expect(await statusOf(here, user)).toBe(401);
  });

  it('notices a revocation made elsewhere within its lifetime', async () => {
    const { user, here } = await cachedSessions();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    // Another server process revokes the session: this one is not told.
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(here)));
    expect(await statusOf(here, user)).toBe(200);
    vi.advanceTimersByTime(SESSION_CACHE_TTL_MS);
    expect(await statusOf(here, user)).toBe(401);
  });

  it('applies an admin’s grant to the feed at once', async () => {
    const user = await createUser(t.db, { userType: 'Business' });
    const token = await signInAs(t.app, user);
    const socialFeed = () =>
      send(token, 'POST', `/api/user/story-feed/${user.id}?page=0`, { story_type: 'linkedin' });
    expect((await socialFeed()).statusCode).toBe(403);
    // Asked again, so the permissions are cached when the grant comes.
    expect((await socialFeed()).statusCode).toBe(403);

    const granted = await admin.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/access`,
      payload: { permissions: { social: true } },
    });
    expect(granted.statusCode).toBe(200);
    expect((await socialFeed()).statusCode).toBe(200);

    const revoked = await admin.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/access`,
      payload: { permissions: { social: false } },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await socialFeed()).statusCode).toBe(403);
  });
});
