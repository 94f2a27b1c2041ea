import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { createUser, injectAs, signInAs, type TestUser } from '../../test/factories';
import { connected, createSocketClients } from '../../test/realtime-client';

/**
 * The private beta, held by the server: an account that is not active reaches only the calls of
 * the private-beta page (session check, logout, settings read, export, deletion), hears nothing
 * over socket.io, and an admin's deactivation ends its sessions and sockets at once. The
 * route-table test checks every other route.
 */

const t = useTestApp();
let baseUrl: string;
let admin: Awaited<ReturnType<typeof injectAs>>;
const clients = createSocketClients();

beforeAll(async () => {
  admin = await injectAs(t.app, await createUser(t.db, { userType: 'Admin' }));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => clients.closeAll());

function notificationsOf(as: Awaited<ReturnType<typeof injectAs>>, user: TestUser) {
  return as.inject({ method: 'GET', url: `/api/user/notifications/${user.id}` });
}

function setStatus(user: TestUser, userStatus: boolean) {
  return admin.inject({
    method: 'PUT',
    url: `/api/admin/updateUserStatus/${user.id}`,
    payload: { userStatus },
  });
}

/** The code the server gave with a refused handshake. */
async function handshakeRefusal(token: string): Promise<unknown> {
  try {
    await connected(clients.open(baseUrl, token));
    return 'connected';
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code;
  }
}

describe('an account awaiting activation', () => {
  it('signs in and sees its status, but every product call is 403 ACCOUNT_INACTIVE "pending"', async () => {
    const user = await createUser(t.db, { userStatus: false, industries: ['A'] });
    const as = await injectAs(t.app, user);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: { token: as.token },
    });
    expect(check.json()).toMatchObject({
      login: true,
      user: { userStatus: false, inactiveReason: 'pending' },
    });

    const refused = await notificationsOf(as, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: expect.stringContaining('private beta'),
      code: 'ACCOUNT_INACTIVE',
      reason: 'pending',
    });
  });

  it('still reads its settings, exports its data, signs out, and deletes itself', async () => {
    const user = await createUser(t.db, { userStatus: false });
    const as = await injectAs(t.app, user);
    const settings = await as.inject({ method: 'GET', url: `/api/user/settings/${user.id}` });
    expect(settings.statusCode).toBe(200);
    const exported = await as.inject({ method: 'GET', url: `/api/user/export/${user.id}` });
    expect(exported.statusCode).toBe(200);
    const loggedOut = await as.inject({
      method: 'POST',
      url: `/api/admin/logout/${user.id}`,
      payload: { token: as.token },
    });
    expect(loggedOut.statusCode).toBe(200);

    const again = await injectAs(t.app, user);
    const deleted = await again.inject({
      method: 'DELETE',
      url: `/api/user/account/${user.id}`,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('is refused a socket', async () => {
    const user = await createUser(t.db, { userStatus: false });
    expect(await handshakeRefusal(await signInAs(t.app, user))).toBe('ACCOUNT_INACTIVE');
  });

  it('gets in with the same session as soon as an admin activates it', async () => {
    const user = await createUser(t.db, { userStatus: false, industries: ['A'] });
    const as = await injectAs(t.app, user);
    expect((await notificationsOf(as, user)).statusCode).toBe(403);
    expect((await setStatus(user, true)).statusCode).toBe(200);
    // Within the session cache's lifetime: the activation dropped the cached status.
    expect((await notificationsOf(as, user)).statusCode).toBe(200);
  });
});

describe('a deactivated account', () => {
  it('loses its sessions and sockets at once when an admin deactivates it', async () => {
    const user = await createUser(t.db, { industries: ['A'] });
    const as = await injectAs(t.app, user);
    expect((await notificationsOf(as, user)).statusCode).toBe(200);
    const socket = clients.open(baseUrl, as.token);
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));

    expect((await setStatus(user, false)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await notificationsOf(as, user)).statusCode).toBe(401);
  });

  it('signs in again to be told 403 ACCOUNT_INACTIVE "deactivated", and gets no socket', async () => {
    const user = await createUser(t.db, { industries: ['A'] });
    expect((await setStatus(user, false)).statusCode).toBe(200);
    const as = await injectAs(t.app, user);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: { token: as.token },
    });
    expect(check.json()).toMatchObject({
      user: { userStatus: false, inactiveReason: 'deactivated' },
    });
    const refused = await notificationsOf(as, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', reason: 'deactivated' });
    expect(await handshakeRefusal(as.token)).toBe('ACCOUNT_INACTIVE');
  });

  it('stays "pending" when it was never activated, whatever an admin sends', async () => {
    const user = await createUser(t.db, { userStatus: false });
    expect((await setStatus(user, false)).statusCode).toBe(200);
    const as = await injectAs(t.app, user);
    expect((await notificationsOf(as, user)).json()).toMatchObject({ reason: 'pending' });
  });
});
