import { INDUSTRIES } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { lastMailTo, tokenIn } from '../../../test/mail';
import { auditLog, invitations, userIndustries, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { INVITATION_MESSAGES } from './invitations.service';

type AsUser = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let admin: AsUser;
let adminId: string;
let member: AsUser;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin' });
  adminId = adminUser.id;
  admin = await injectAs(t.app, adminUser);
  member = await injectAs(t.app, await createUser(t.db, { userType: 'Marketing' }));
});

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `invitee-${counter}-${Date.now()}@example.com`;
}

function invite(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: freshEmail(),
    avatar: 'https://images.example.com/omar.png',
    project: [
      { projectId: 'D', projectName: 'Manufacturing' },
      { projectId: 'H', projectName: 'Finance, Insurance, Real Estate' },
    ],
    ...overrides,
  };
}

function anonymous(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

describe('POST /api/admin/create-user without a token (admin invite)', () => {
  it('401: needs a session when the body has no token', async () => {
    const response = await anonymous('POST', '/api/admin/create-user', invite());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('401 comes before 400: a bad body without a session is still a 401', async () => {
    const response = await anonymous('POST', '/api/admin/create-user', { firstName: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('400: every rule of the invite form has its message, and nothing is written', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'O' }, 'firstName: First name must be at least 2 characters'],
      [{ lastName: 'H' }, 'lastName: Last name must be at least 2 characters'],
      [{ email: 'omar-at-example' }, 'email: Invalid Email'],
      [{ avatar: 'not a url' }, 'avatar: Invalid Url'],
      [{ avatar: 'javascript:alert(1)' }, 'avatar: Invalid Url'],
      [{ project: [] }, 'project: Please Select Required Field'],
      [{ project: [{ projectId: 'Z', projectName: 'Nowhere' }] }, 'project.0.projectId'],
      [{ lastName: 'x'.repeat(101) }, 'lastName: Last name must be at most 100 characters'],
      [{ firstName: undefined }, 'firstName: '],
    ];
    for (const [override, message] of cases) {
      const body = invite(override);
      const response = await admin.inject({
        method: 'POST',
        url: '/api/admin/create-user',
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toContain(message);
      const rows = await t.db.select().from(invitations).where(eq(invitations.email, body.email));
      expect(rows).toEqual([]);
    }
  });

  it('403: only an Admin may invite', async () => {
    const response = await member.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: invite(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('409: an address that already has an account is refused with a clear message', async () => {
    const existing = await createUser(t.db);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: invite({ email: existing.email }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `An account with the e-mail ${existing.email} already exists.`,
      code: 'CONFLICT',
    });
  });

  it('200: e-mails an invitation; its sign-up creates an active user with the industries', async () => {
    const body = invite();
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `Invitation sent to ${body.email}.`,
    });

    const [stored] = await t.db.select().from(invitations).where(eq(invitations.email, body.email));
    expect(stored).toMatchObject({
      kind: 'admin_invite',
      firstName: 'Omar',
      lastName: 'Haddad',
      avatarUrl: body.avatar,
      industryIds: ['D', 'H'],
      invitedBy: adminId,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.user_invited'));
    expect(audit.some((row) => row.actorId === adminId)).toBe(true);

    const mail = await lastMailTo(t.db, body.email, 'invited');
    expect(mail.text).toContain('Hello Omar,');
    const token = tokenIn(mail, `${t.config.publicUrl}/signUp?`);
    expect(stored!.tokenHash).toBe(hashToken(token));

    // A signed-in non-admin may still use an invitation: with a token the route is public.
    const signUp = await member.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      payload: {
        email: body.email,
        firstName: 'Omar',
        lastName: 'H',
        password: 'omar-password',
        token,
      },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().message).toBe('Your account has been created. You can sign in now.');
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ userStatus: true, userType: 'Business', avatarUrl: body.avatar });
    const projects = await t.db
      .select({ id: userIndustries.industryId })
      .from(userIndustries)
      .where(eq(userIndustries.userId, user!.id));
    expect(projects.map((row) => row.id).sort()).toEqual(['D', 'H']);
  });
});

describe('POST /api/admin/sendInvite', () => {
  it('401: needs a session', async () => {
    expect(
      (await anonymous('POST', '/api/admin/sendInvite', { email: freshEmail() })).statusCode,
    ).toBe(401);
  });

  it('400: an invalid e-mail', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid Email');
  });

  it('403: only an Admin may re-send', async () => {
    const response = await member.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: freshEmail() },
    });
    expect(response.statusCode).toBe(403);
  });

  it('404: an address that was never invited', async () => {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: freshEmail() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('409: an address that already has an account', async () => {
    const existing = await createUser(t.db);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: existing.email },
    });
    expect(response.statusCode).toBe(409);
  });

  it('200: sends a new link and the old one stops working', async () => {
    const body = invite();
    await admin.inject({ method: 'POST', url: '/api/admin/create-user', payload: body });
    const oldToken = tokenIn(await lastMailTo(t.db, body.email), `${t.config.publicUrl}/signUp?`);
    const response = await admin.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: body.email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: `A new invitation was sent to ${body.email}.`,
    });
    const newToken = tokenIn(await lastMailTo(t.db, body.email), `${t.config.publicUrl}/signUp?`);
    expect(newToken).not.toBe(oldToken);

    const old = await anonymous('POST', '/api/admin/validateinvite', { token: oldToken });
    expect(old.statusCode).toBe(400);
    expect(old.json().data.message).toBe(INVITATION_MESSAGES.expired);
    const fresh = await anonymous('POST', '/api/admin/validateinvite', { token: newToken });
    expect(fresh.json()).toEqual({
      login: true,
      data: { message: 'The invitation is valid.', email: body.email },
    });
  });
});

describe('GET /api/admin/AllProject', () => {
  it('401, 403, then the ten industries', async () => {
    expect((await anonymous('GET', '/api/admin/AllProject')).statusCode).toBe(401);
    expect((await member.inject({ method: 'GET', url: '/api/admin/AllProject' })).statusCode).toBe(
      403,
    );
    const response = await admin.inject({ method: 'GET', url: '/api/admin/AllProject' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: INDUSTRIES.map((industry) => ({ projectId: industry.id, projectName: industry.name })),
    });
  });
});

describe('GET /api/user/listChannel', () => {
  it('401, then the industries as channels for any signed-in user', async () => {
    expect((await anonymous('GET', '/api/user/listChannel')).statusCode).toBe(401);
    const response = await member.inject({ method: 'GET', url: '/api/user/listChannel' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(10);
    expect(data[3]).toEqual({
      channelId: 'D',
      channelName: 'Manufacturing',
      projectId: 'D',
      projectName: 'Manufacturing',
    });
  });
});

/**
 * The admin's invite from an address of its own: sign-ups and invites share a per-address limit,
 * which this file's earlier invites have used up.
 */
function inviteFrom(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/create-user',
    payload,
    headers: { authorization: `Bearer ${admin.token}` },
    remoteAddress: uniqueAddress(),
  });
}

describe('inviting an address twice', () => {
  it('409: says the address was already invited while its invitation still works', async () => {
    const body = invite();
    const first = await inviteFrom(body);
    expect(first.statusCode).toBe(200);
    const second = await inviteFrom(body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      new RegExp(
        `^${body.email.replace(/\./g, '\\.')} was already invited on \\d{4}-\\d{2}-\\d{2}`,
      ),
    );
    expect(second.json().message).toContain('Resend it from the pending invitations');
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('200: invites again once the first invitation has expired', async () => {
    const body = invite();
    await inviteFrom(body);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, body.email));
    const again = await inviteFrom(body);
    expect(again.statusCode).toBe(200);
  });
});

describe('GET /api/admin/invitations and DELETE /api/admin/invitations/:id', () => {
  it('401 without a session, 403 for a non-admin', async () => {
    expect((await anonymous('GET', '/api/admin/invitations')).statusCode).toBe(401);
    expect((await member.inject({ method: 'GET', url: '/api/admin/invitations' })).statusCode).toBe(
      403,
    );
    const url = '/api/admin/invitations/00000000-0000-4000-8000-000000000000';
    expect((await member.inject({ method: 'DELETE', url })).statusCode).toBe(403);
  });

  it('lists the latest pending invitation of each address with who sent it and whether it expired', async () => {
    const pending = invite();
    const expired = invite();
    await inviteFrom(pending);
    await inviteFrom(expired);
    await admin.inject({
      method: 'POST',
      url: '/api/admin/sendInvite',
      payload: { email: pending.email },
    });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, expired.email));
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, adminId));

    const response = await admin.inject({ method: 'GET', url: '/api/admin/invitations' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { email: string }[];
    const ofPending = data.filter((row) => row.email === pending.email);
    expect(ofPending).toHaveLength(1);
    expect(ofPending[0]).toMatchObject({
      firstName: 'Omar',
      lastName: 'Haddad',
      isExpired: false,
      invitedByEmail: adminRow!.email,
    });
    expect(data.find((row) => row.email === expired.email)).toMatchObject({ isExpired: true });
  });

  it('revokes an invitation: its link stops working, it leaves the list, the revocation is audited', async () => {
    const body = invite();
    await inviteFrom(body);
    const token = tokenIn(await lastMailTo(t.db, body.email), `${t.config.publicUrl}/signUp?`);
    const list = await admin.inject({ method: 'GET', url: '/api/admin/invitations' });
    const row = (list.json().data as { id: string; email: string }[]).find(
      (item) => item.email === body.email,
    );

    const response = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${row!.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`The invitation to ${body.email} was revoked.`);
    const validate = await anonymous('POST', '/api/admin/validateinvite', { token });
    expect(validate.statusCode).toBe(400);
    const after = await admin.inject({ method: 'GET', url: '/api/admin/invitations' });
    expect(
      (after.json().data as { email: string }[]).some((item) => item.email === body.email),
    ).toBe(false);
    const events = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.invitation_revoked'));
    expect(events.some((event) => event.detail.email === body.email)).toBe(true);

    const again = await admin.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${row!.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
