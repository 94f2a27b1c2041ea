import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, type TestUser } from '../../../test/factories';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { clearSessionCache } from './session-cache';

const t = useTestApp();

function verifyToken(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/user/verify-token', payload: { token } });
}

describe('POST /api/user/verify-token', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(t.db, { industries: ['B'] });
  });

  it('400: the token is required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('token');
  });

  it('a live token gives the user', async () => {
    const { token } = await injectAs(t.app, user);
    const response = await verifyToken(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      login: true,
      user: { userId: user.id, email: user.email, project: [{ projectId: 'B' }] },
    });
  });

  it('refreshes lastSeenAt at most once a minute', async () => {
    const { token } = await injectAs(t.app, user);
    const byToken = eq(sessions.tokenHash, hashToken(token));
    const recent = new Date(Date.now() - 10_000);
    await t.db.update(sessions).set({ lastSeenAt: recent }).where(byToken);
    await verifyToken(token);
    const [unchanged] = await t.db.select().from(sessions).where(byToken);
    expect(unchanged!.lastSeenAt.getTime()).toBe(recent.getTime());

    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 120_000) })
      .where(byToken);
    // The cached session still remembers the recent time written above.
    clearSessionCache(t.db);
    await verifyToken(token);
    const [touched] = await t.db.select().from(sessions).where(byToken);
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(5_000);
  });

  it('a revoked, an expired or a made-up token gives login: false', async () => {
    const revoked = await injectAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(revoked.token)));
    const expired = await injectAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));

    for (const token of [revoked.token, expired.token, 'made-up-token']) {
      const response = await verifyToken(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ login: false });
    }
  });
});

describe('POST /api/admin/logout/{userId}', () => {
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    user = await createUser(t.db);
    other = await createUser(t.db);
  });

  it('401: without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('401: with a revoked or expired session, before looking at the body', async () => {
    const session = await injectAs(t.app, user);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(session.token)));
    const response = await session.inject({ method: 'POST', url: `/api/admin/logout/${user.id}` });
    expect(response.statusCode).toBe(401);
  });

  it('400: the token is required and the user id must be one', async () => {
    const session = await injectAs(t.app, user);
    const response = await session.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'token', message: expect.any(String) }]);

    const badId = await session.inject({
      method: 'POST',
      url: '/api/admin/logout/not-an-id',
      payload: { token: session.token },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({
      message: 'userId: Invalid user id',
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'userId', message: 'Invalid user id' }],
    });
  });

  it("403: another user's id, and nothing is revoked", async () => {
    const session = await injectAs(t.app, user);
    const response = await session.inject({
      method: 'POST',
      url: `/api/admin/logout/${other.id}`,
      payload: { token: session.token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You do not have access to this resource.',
      code: 'FORBIDDEN',
    });
    expect((await verifyToken(session.token)).json().login).toBe(true);
  });

  it('200: revokes the session and the given token of the same user only', async () => {
    const current = await injectAs(t.app, user);
    const secondDevice = await injectAs(t.app, user);
    const othersSession = await injectAs(t.app, other);

    const response = await current.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: { token: secondDevice.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
    expect((await verifyToken(current.token)).json()).toEqual({ login: false });
    expect((await verifyToken(secondDevice.token)).json()).toEqual({ login: false });

    const ignored = await injectAs(t.app, user);
    await ignored.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: { token: othersSession.token },
    });
    expect((await verifyToken(othersSession.token)).json().login).toBe(true);

    const reused = await current.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: { token: current.token },
    });
    expect(reused.statusCode).toBe(401);
  });
});
