import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { awaitMailTo, countMailsTo, lastMailTo } from '../../../test/mail';
import { auditLog, invitations, sessions, userIndustries, users } from '../../db/schema';

type AsUser = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let admin: AsUser;
let adminId: string;
let member: AsUser;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin', firstName: 'Root' });
  adminId = adminUser.id;
  admin = await injectAs(t.app, adminUser);
  member = await injectAs(t.app, await createUser(t.db, { userType: 'Business' }));
});

function anonymous(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/users', () => {
  it('401, 403, then every user in the admin shape', async () => {
    expect((await anonymous('GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await member.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    const listed = await createUser(t.db, { firstName: 'Listed', userStatus: false });
    const response = await admin.inject({ method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(200);
    const row = response.json().data.find((user: { userId: string }) => user.userId === listed.id);
    expect(row).toEqual({
      userId: listed.id,
      firstName: 'Listed',
      lastName: listed.lastName,
      email: listed.email,
      designation: null,
      userType: 'Business',
      userStatus: false,
      avatar: null,
    });
  });
});

describe('GET /api/admin/userSearch/:term', () => {
  it('401, 403, then name or e-mail matches, case-insensitively, at most fifty', async () => {
    expect((await anonymous('GET', '/api/admin/userSearch/ann')).statusCode).toBe(401);
    expect(
      (await member.inject({ method: 'GET', url: '/api/admin/userSearch/ann' })).statusCode,
    ).toBe(403);
    const byName = await createUser(t.db, { firstName: 'Zelda', lastName: 'Quartermain' });
    const byEmail = await createUser(t.db, { email: 'quartermain.fan@example.com' });
    await createUser(t.db, { firstName: 'Other' });
    const response = await admin.inject({
      method: 'GET',
      url: '/api/admin/userSearch/QUARTERMAIN',
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((user: { userId: string }) => user.userId);
    expect(ids.sort()).toEqual([byName.id, byEmail.id].sort());

    const fullName = await admin.inject({
      method: 'GET',
      url: `/api/admin/userSearch/${encodeURIComponent('zelda quarter')}`,
    });
    expect(fullName.json().data.map((user: { userId: string }) => user.userId)).toEqual([
      byName.id,
    ]);

    const wildcard = await admin.inject({ method: 'GET', url: '/api/admin/userSearch/%25' });
    expect(wildcard.json().data).toEqual([]);

    for (let i = 0; i < 51; i += 1)
      await createUser(t.db, { firstName: `Bulkname${i}`, password: null });
    const many = await admin.inject({ method: 'GET', url: '/api/admin/userSearch/bulkname' });
    expect(many.json().data).toHaveLength(50);
  });

  it('400: a blank term', async () => {
    const response = await admin.inject({ method: 'GET', url: '/api/admin/userSearch/%20%20' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Search term is required');
  });
});

describe('PUT /api/admin/updateUserStatus/:userId', () => {
  it('401 without a session', async () => {
    const response = await anonymous('PUT', `/api/admin/updateUserStatus/${MISSING_ID}`, {
      userStatus: true,
    });
    expect(response.statusCode).toBe(401);
  });

  it('400: a bad id or a non-boolean status', async () => {
    const badId = await admin.inject({
      method: 'PUT',
      url: '/api/admin/updateUserStatus/not-a-uuid',
      payload: { userStatus: true },
    });
    expect(badId.statusCode).toBe(400);
    const badBody = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${MISSING_ID}`,
      payload: { userStatus: 'yes' },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('userStatus must be true or false');
  });

  it('403 for other roles, 404 for an unknown user, 409 for deactivating oneself', async () => {
    const target = await createUser(t.db, { userStatus: false });
    const forbidden = await member.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${target.id}`,
      payload: { userStatus: true },
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${MISSING_ID}`,
      payload: { userStatus: true },
    });
    expect(missing.statusCode).toBe(404);
    const self = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${adminId}`,
      payload: { userStatus: false },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      message: 'You cannot deactivate your own account.',
      code: 'CONFLICT',
    });
  });

  it('200: activation e-mails the user once and is audited; deactivation sends nothing', async () => {
    const target = await createUser(t.db, { userStatus: false, firstName: 'Pending' });
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${target.id}`,
      payload: { userStatus: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User activated.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.userStatus).toBe(true);
    expect(row!.activatedAt).toBeInstanceOf(Date);
    const mail = await lastMailTo(t.db, target.email, 'is active');
    expect(mail.text).toContain('Hello Pending,');
    expect(mail.text).toContain(`${t.config.publicUrl}/login`);

    const deactivated = await admin.inject({
      method: 'PUT',
      url: `/api/admin/updateUserStatus/${target.id}`,
      payload: { userStatus: false },
    });
    expect(deactivated.json()).toEqual({ message: 'User deactivated.' });
    expect(await countMailsTo(t.db, target.email)).toBe(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['admin.user_activated', adminId],
      ['admin.user_deactivated', adminId],
    ]);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('401 without a session, 400 for a bad id', async () => {
    expect((await anonymous('DELETE', `/api/admin/users/${MISSING_ID}`)).statusCode).toBe(401);
    const badId = await admin.inject({ method: 'DELETE', url: '/api/admin/users/42' });
    expect(badId.statusCode).toBe(400);
  });

  it('403 for other roles, 404 for an unknown user, 409 for oneself', async () => {
    const target = await createUser(t.db);
    const forbidden = await member.inject({
      method: 'DELETE',
      url: `/api/admin/users/${target.id}`,
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${MISSING_ID}` });
    expect(missing.statusCode).toBe(404);
    const self = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete your own account.');
    expect(await t.db.select().from(users).where(eq(users.id, adminId))).toHaveLength(1);
  });

  it('200: ends the sessions, removes the personal data and keeps only the id in the audit', async () => {
    const target = await createUser(t.db, { industries: ['A', 'B'] });
    const signedIn = await injectAs(t.app, target);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email: target.email },
      remoteAddress: uniqueAddress(),
    });
    // The reset mail is sent by a job: wait for it, so the deletion has something to remove.
    await awaitMailTo(t.db, target.email, 'Reset');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: target.email, password: 'a-wrong-password' },
      remoteAddress: uniqueAddress(),
    });

    const response = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${target.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User deleted.' });

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify-token',
      payload: { token: signedIn.token },
    });
    expect(check.json()).toEqual({ login: false });
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(
      await t.db.select().from(userIndustries).where(eq(userIndustries.userId, target.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(invitations).where(eq(invitations.email, target.email)),
    ).toEqual([]);
    expect(await countMailsTo(t.db, target.email)).toBe(0);
    const audit = await t.db.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain(target.email);
    expect(audit.find((entry) => entry.action === 'admin.user_deleted')).toMatchObject({
      actorId: adminId,
      targetId: target.id,
    });

    const again = await admin.inject({ method: 'DELETE', url: `/api/admin/users/${target.id}` });
    expect(again.statusCode).toBe(404);
  });
});
