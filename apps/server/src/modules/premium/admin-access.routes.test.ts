import { DEFAULT_PERMISSIONS } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { countMailsTo, lastMailTo } from '../../../test/mail';
import { auditLog, upgradeRequests, userPermissions, users } from '../../db/schema';

type AsUser = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let admin: AsUser;
let adminId: string;
let member: AsUser;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin' });
  adminId = adminUser.id;
  admin = await injectAs(t.app, adminUser);
  member = await injectAs(t.app, await createUser(t.db));
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function anonymous(method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

function putAccess(userId: string, payload: Record<string, unknown>) {
  return admin.inject({ method: 'PUT', url: `/api/admin/users/${userId}/access`, payload });
}

async function requestUpgrade(as: AsUser, source: string) {
  const response = await as.inject({
    method: 'POST',
    url: '/api/user/upgrade-request',
    payload: { source },
  });
  expect(response.statusCode).toBe(200);
}

async function permissionsOf(as: AsUser, userId: string) {
  const response = await as.inject({ method: 'GET', url: `/api/user/permissions/${userId}` });
  expect(response.statusCode).toBe(200);
  return response.json().result.permissions;
}

async function auditOf(userId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
}

describe('GET /api/admin/upgrade-requests', () => {
  it('401, 403, 400 for a bad status or page', async () => {
    expect((await anonymous('GET', '/api/admin/upgrade-requests')).statusCode).toBe(401);
    const forbidden = await member.inject({ method: 'GET', url: '/api/admin/upgrade-requests' });
    expect(forbidden.statusCode).toBe(403);
    for (const query of ['status=closed', 'page=-1', 'page=abc']) {
      const response = await admin.inject({
        method: 'GET',
        url: `/api/admin/upgrade-requests?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('lists requests newest first with their users, filters by status and pages by 50', async () => {
    const user = await createUser(t.db, { firstName: 'Wanda' });
    const as = await injectAs(t.app, user);
    await requestUpgrade(as, 'Header');
    await requestUpgrade(as, 'chat_banner');

    const response = await admin.inject({
      method: 'GET',
      url: '/api/admin/upgrade-requests?status=open',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(0);
    const mine = body.data.filter((row: { userId: string }) => row.userId === user.id);
    expect(mine.map((row: { source: string }) => row.source)).toEqual(['chat_banner', 'Header']);
    expect(mine[0]).toMatchObject({
      email: user.email,
      firstName: 'Wanda',
      userType: 'Business',
      status: 'open',
      companyName: null,
      resolvedAt: null,
    });
    expect(Date.parse(mine[0].createdAt)).not.toBeNaN();

    const bulk = await createUser(t.db);
    const base = Date.now() - 60_000;
    await t.db.insert(upgradeRequests).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId: bulk.id,
        source: `bulk_${index}`,
        status: 'dismissed' as const,
        createdAt: new Date(base - index * 1000),
      })),
    );
    const first = await admin.inject({
      method: 'GET',
      url: '/api/admin/upgrade-requests?status=dismissed',
    });
    expect(first.json().data).toHaveLength(50);
    expect(first.json().hasMore).toBe(true);
    expect(first.json().data[0].source).toBe('bulk_0');
    const second = await admin.inject({
      method: 'GET',
      url: '/api/admin/upgrade-requests?status=dismissed&page=1',
    });
    expect(second.json()).toMatchObject({ page: 1, hasMore: false });
    expect(second.json().data.map((row: { source: string }) => row.source)).toEqual([
      'bulk_50',
      'bulk_51',
      'bulk_52',
      'bulk_53',
      'bulk_54',
    ]);
  });
});

describe('GET /api/admin/users/:id/access', () => {
  it('401, 403, 400, 404, then the access', async () => {
    const user = await createUser(t.db);
    const url = `/api/admin/users/${user.id}/access`;
    expect((await anonymous('GET', url)).statusCode).toBe(401);
    expect((await member.inject({ method: 'GET', url })).statusCode).toBe(403);
    const badId = await admin.inject({ method: 'GET', url: '/api/admin/users/nope/access' });
    expect(badId.statusCode).toBe(400);
    const missing = await admin.inject({
      method: 'GET',
      url: `/api/admin/users/${MISSING_ID}/access`,
    });
    expect(missing.statusCode).toBe(404);

    const response = await admin.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: 'Business',
        permissions: DEFAULT_PERMISSIONS.Business,
        conversationLimit: null,
      },
    });
  });
});

describe('PUT /api/admin/users/:id/access', () => {
  it('401 without a session, 403 for a non-admin', async () => {
    const user = await createUser(t.db);
    const url = `/api/admin/users/${user.id}/access`;
    expect((await anonymous('PUT', url, { permissions: { social: true } })).statusCode).toBe(401);
    const forbidden = await member.inject({
      method: 'PUT',
      url,
      payload: { permissions: { social: true } },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await permissionsOf(await injectAs(t.app, user), user.id)).toEqual(
      DEFAULT_PERMISSIONS.Business,
    );
  });

  it('400 for every malformed change, and nothing is written', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    await requestUpgrade(as, 'Header');
    const invalid: [Record<string, unknown>, string][] = [
      [{}, 'Give a userType, permissions or a conversationLimit'],
      [{ permissions: {} }, 'Give a userType, permissions or a conversationLimit'],
      [{ userType: 'Admin' }, 'userType must be Marketing (Pro-User) or Business (Biz-User)'],
      [{ userType: 'Pro-User' }, 'userType must be Marketing'],
      [{ permissions: { crypto: true } }, 'Unknown tab crypto; tab ids are earnings'],
      [{ permissions: { social: 'yes' } }, 'Each permission must be true or false'],
      [{ conversationLimit: 0 }, 'conversationLimit must be at least 1'],
      [{ conversationLimit: 2.5 }, 'conversationLimit must be a whole number'],
      [{ conversationLimit: 1_000_000 }, 'conversationLimit must be at most'],
      [{ conversationLimit: '10' }, 'conversationLimit must be a whole number'],
      [{ userStatus: true }, 'Unrecognized key'],
    ];
    for (const [payload, message] of invalid) {
      const response = await putAccess(user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    const badId = await putAccess('not-a-uuid', { permissions: { social: true } });
    expect(badId.statusCode).toBe(400);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ userType: 'Business', conversationLimit: null });
    expect(await permissionsOf(as, user.id)).toEqual(DEFAULT_PERMISSIONS.Business);
    const requests = await t.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, user.id));
    expect(requests.map((request) => request.status)).toEqual(['open']);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("403 for an admin's access, including the caller's own; 404 for an unknown id", async () => {
    const otherAdmin = await createUser(t.db, { userType: 'Admin' });
    for (const id of [otherAdmin.id, adminId]) {
      const response = await putAccess(id, { userType: 'Business' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain("An admin's access cannot be changed");
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, otherAdmin.id));
    expect(row?.userType).toBe('Admin');
    expect((await putAccess(MISSING_ID, { userType: 'Business' })).statusCode).toBe(404);
  });

  it('grants a tab: the user sees it, open requests close as granted, the change is audited', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    await requestUpgrade(as, 'Header');
    await requestUpgrade(as, 'tab:social');
    expect((await permissionsOf(as, user.id)).social).toBe(false);

    const response = await putAccess(user.id, { permissions: { social: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Access updated. 2 upgrade requests closed.');
    const mail = await lastMailTo(t.db, user.email, 'upgrade is ready');
    expect(mail.text).toContain('Your upgrade has been granted');
    expect(await permissionsOf(as, user.id)).toEqual({
      ...DEFAULT_PERMISSIONS.Business,
      social: true,
    });

    const requests = await t.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, user.id));
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request).toMatchObject({ status: 'granted', resolvedBy: adminId });
      expect(request.resolvedAt).toBeInstanceOf(Date);
    }

    const [event] = await auditOf(user.id);
    expect(event).toMatchObject({
      actorId: adminId,
      action: 'admin.access_changed',
      detail: {
        before: { permissions: { social: false } },
        after: { permissions: { social: true } },
        closedRequests: 2,
        requestStatus: 'granted',
      },
    });
  });

  it('changes the type to Pro-User with its defaults and sets a chat limit, then takes it back', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);

    const grant = await putAccess(user.id, { userType: 'Marketing', conversationLimit: 50 });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().message).toBe('Access updated.');
    expect(await permissionsOf(as, user.id)).toEqual(DEFAULT_PERMISSIONS.Marketing);
    const [granted] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(granted).toMatchObject({ userType: 'Marketing', conversationLimit: 50 });

    await requestUpgrade(as, 'chat_banner');
    const takeBack = await putAccess(user.id, {
      userType: 'Business',
      permissions: { news: false },
      conversationLimit: null,
    });
    expect(takeBack.statusCode).toBe(200);
    expect(await permissionsOf(as, user.id)).toEqual({
      ...DEFAULT_PERMISSIONS.Business,
      news: false,
    });
    const [taken] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(taken).toMatchObject({ userType: 'Business', conversationLimit: null });
    const rows = await t.db
      .select()
      .from(userPermissions)
      .where(eq(userPermissions.userId, user.id));
    expect(rows).toHaveLength(7);
    const [request] = await t.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, user.id));
    expect(request?.status).toBe('dismissed');

    const events = await auditOf(user.id);
    expect(events.map((event) => event.action)).toEqual([
      'admin.access_changed',
      'admin.access_changed',
    ]);
    const last = events.find((event) => event.detail.requestStatus === 'dismissed');
    expect(last?.detail).toMatchObject({
      before: { userType: 'Marketing', conversationLimit: 50 },
      after: { userType: 'Business', conversationLimit: null },
      closedRequests: 1,
    });
  });

  it('a save that changes nothing leaves the open requests open', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    await requestUpgrade(as, 'Header');
    const response = await putAccess(user.id, { permissions: { earnings: true } });
    expect(response.json().message).toBe('Nothing changed.');
    const [request] = await t.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, user.id));
    expect(request?.status).toBe('open');
    expect(await auditOf(user.id)).toHaveLength(0);
    expect(await countMailsTo(t.db, user.email)).toBe(0);
  });
});

describe('POST /api/admin/users/:id/upgrade-requests/dismiss', () => {
  const dismissUrl = (userId: string) => `/api/admin/users/${userId}/upgrade-requests/dismiss`;

  it('401 without a session, 403 for a non-admin, 404 for an unknown id', async () => {
    const user = await createUser(t.db);
    const url = dismissUrl(user.id);
    expect(
      (await t.app.inject({ method: 'POST', url, remoteAddress: uniqueAddress() })).statusCode,
    ).toBe(401);
    expect((await member.inject({ method: 'POST', url })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url: dismissUrl(MISSING_ID) })).statusCode).toBe(
      404,
    );
  });

  it('dismisses the open requests without changing access, audits it, and says when none is open', async () => {
    const user = await createUser(t.db);
    const as = await injectAs(t.app, user);
    await requestUpgrade(as, 'Header');
    await requestUpgrade(as, 'tab:social');
    const before = await permissionsOf(as, user.id);

    const response = await admin.inject({ method: 'POST', url: dismissUrl(user.id) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('2 upgrade requests dismissed.');
    const requests = await t.db
      .select()
      .from(upgradeRequests)
      .where(eq(upgradeRequests.userId, user.id));
    expect(requests.map((request) => request.status)).toEqual(['dismissed', 'dismissed']);
    expect(await permissionsOf(as, user.id)).toEqual(before);
    const [event] = await auditOf(user.id);
    expect(event).toMatchObject({
      actorId: adminId,
      action: 'admin.upgrade_requests_closed',
      detail: { closedRequests: 2, requestStatus: 'dismissed' },
    });

    const again = await admin.inject({ method: 'POST', url: dismissUrl(user.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This user has no open upgrade request.',
    });
    expect(await countMailsTo(t.db, user.email)).toBe(0);
  });
});
