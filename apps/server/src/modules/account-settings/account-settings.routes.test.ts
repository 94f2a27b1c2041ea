import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAnonymously, useTestApp } from '../../../test/build-app';
import { awaitMailTo, lastMailTo, linkIn } from '../../../test/mail';
import {
  createUser,
  injectAs,
  signInAs,
  uniqueAddress,
  type TestUser,
} from '../../../test/factories';
import {
  analyses,
  analysisMessages,
  analyticsEvents,
  auditLog,
  companies,
  companyFollows,
  notifications,
  sessions,
  stories,
  storyLikes,
  upgradeRequests,
  userIndustries,
  users,
} from '../../db/schema';
import { openSession } from '../auth/auth.service';

const t = useTestApp();

function anonymous(
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, payload, remoteAddress: uniqueAddress() });
}

function withToken(
  token: string,
  method: 'GET' | 'PUT' | 'DELETE',
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

async function sessionWorks(token: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/verify-token',
    payload: { token },
  });
  return response.json<{ login: boolean }>().login;
}

async function auditActions(userId: string): Promise<string[]> {
  const rows = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, userId));
  return rows.map((row) => row.action);
}

async function signInTwice(user: TestUser) {
  const here = await injectAs(t.app, user);
  const elsewhere = await signInAs(t.app, user);
  return { here, elsewhere };
}

describe('access rules shared by every account route', () => {
  const routes: Array<['GET' | 'PUT' | 'DELETE', string, Record<string, unknown>?]> = [
    ['GET', 'settings'],
    ['PUT', 'settings', { passcodeOnSignIn: true }],
    ['PUT', 'password', { currentPassword: 'whatever-1', newPassword: 'whatever-2' }],
    ['GET', 'sessions'],
    ['DELETE', 'sessions'],
    ['GET', 'export'],
    ['DELETE', 'account', { password: 'whatever-1' }],
  ];

  it('401 without a session, 403 for another user id', async () => {
    const owner = await createUser(t.db);
    const other = await injectAs(t.app, await createUser(t.db));
    for (const [method, segment, payload] of routes) {
      const url = `/api/user/${segment}/${owner.id}`;
      expect((await anonymous(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await other.inject({ method, url, payload });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row).toBeDefined();
  });
});

describe('GET and PUT /api/user/settings/:userId', () => {
  it('reads and toggles the sign-in passcode, audits it, and the next sign-in asks for it', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const url = `/api/user/settings/${user.id}`;
    const before = await me.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      data: {
        email: user.email,
        passcodeOnSignIn: false,
        passcodeAlwaysRequired: false,
        hasPassword: true,
      },
    });

    const on = await me.inject({ method: 'PUT', url, payload: { passcodeOnSignIn: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toMatch(/turned on/);
    expect((await me.inject({ method: 'GET', url })).json().data.passcodeOnSignIn).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueAddress(),
    });
    expect(login.json()).toMatchObject({ passcodeRequired: true });

    const off = await me.inject({ method: 'PUT', url, payload: { passcodeOnSignIn: false } });
    expect(off.statusCode).toBe(200);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueAddress(),
    });
    expect(plain.json().result.token).toEqual(expect.any(String));
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['account.passcode_enabled', 'account.passcode_disabled']),
    );
  });

  it('400 for a body without a boolean', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'PUT',
      url: `/api/user/settings/${user.id}`,
      payload: { passcodeOnSignIn: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('passcodeOnSignIn must be true or false');
  });

  it('an Admin always needs the passcode and cannot turn it off', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const me = await injectAs(t.app, admin);
    const url = `/api/user/settings/${admin.id}`;
    expect((await me.inject({ method: 'GET', url })).json().data.passcodeAlwaysRequired).toBe(true);
    const off = await me.inject({ method: 'PUT', url, payload: { passcodeOnSignIn: false } });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toContain('Admins always confirm');
  });
});

describe('PUT /api/user/password/:userId', () => {
  it('400 for bad bodies: missing current password, short new password', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const url = `/api/user/password/${user.id}`;
    const missing = await me.inject({
      method: 'PUT',
      url,
      payload: { newPassword: 'long-enough-1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Current password is required');
    const short = await me.inject({
      method: 'PUT',
      url,
      payload: { currentPassword: user.password, newPassword: '   short   ' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
  });

  it('refuses a wrong current password (400, audited) and keeps the old one', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'PUT',
      url: `/api/user/password/${user.id}`,
      payload: { currentPassword: 'not-my-password', newPassword: 'brand-new-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is not correct.');
    expect(await sessionWorks(me.token)).toBe(true);
    expect(await auditActions(user.id)).toContain('account.password_change_failed');
    await expect(signInAs(t.app, user)).resolves.toEqual(expect.any(String));
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const user = await createUser(t.db);
    const { here, elsewhere } = await signInTwice(user);
    const response = await here.inject({
      method: 'PUT',
      url: `/api/user/password/${user.id}`,
      payload: { currentPassword: user.password, newPassword: 'a-fresh-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Every other device has been signed out');
    expect(await sessionWorks(here.token)).toBe(true);
    expect(await sessionWorks(elsewhere)).toBe(false);
    await expect(signInAs(t.app, user)).rejects.toThrow(/sign-in failed/);
    await expect(signInAs(t.app, { ...user, password: 'a-fresh-password' })).resolves.toEqual(
      expect.any(String),
    );
    expect(await auditActions(user.id)).toContain('account.password_changed');
  });

  it('cancels reset links sent before the change and tells the address', async () => {
    const user = await createUser(t.db);
    const here = await injectAs(t.app, user);
    await postAnonymously(t, '/api/user/forgot-password', { email: user.email });
    const resetLink = linkIn(
      await awaitMailTo(t.db, user.email, 'Reset your'),
      `${t.config.publicUrl}/reset-password?`,
    );
    const changed = await here.inject({
      method: 'PUT',
      url: `/api/user/password/${user.id}`,
      payload: { currentPassword: user.password, newPassword: 'a-changed-password' },
    });
    expect(changed.statusCode).toBe(200);

    const notice = await lastMailTo(t.db, user.email, 'password was changed');
    expect(notice.text).toContain(`${t.config.publicUrl}/forgot-password`);
    const reset = await postAnonymously(t, '/api/user/reset-password', {
      email: user.email,
      token: resetLink.searchParams.get('token'),
      password: 'the-attackers-password',
    });
    expect(reset.statusCode).toBe(400);
    await expect(signInAs(t.app, { ...user, password: 'a-changed-password' })).resolves.toEqual(
      expect.any(String),
    );
  });

  it('refuses the same password again and an account without a password', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const same = await me.inject({
      method: 'PUT',
      url: `/api/user/password/${user.id}`,
      payload: { currentPassword: user.password, newPassword: user.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toContain('differs from the current one');

    const ssoUser = await createUser(t.db, { password: null });
    const ssoToken = await openSessionFor(ssoUser);
    const noPassword = await withToken(ssoToken, 'PUT', `/api/user/password/${ssoUser.id}`, {
      currentPassword: 'anything-at-all',
      newPassword: 'a-first-password',
    });
    expect(noPassword.statusCode).toBe(409);
    expect(noPassword.json().message).toContain('has no password to change');
  });

  it('429 after too many password checks for one account', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await withToken(me.token, 'PUT', `/api/user/password/${user.id}`, {
        currentPassword: `wrong-guess-${attempt}`,
        newPassword: 'another-password',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('sessions', () => {
  it('lists live sessions with the current one marked, and signs out everywhere else', async () => {
    const user = await createUser(t.db);
    const { here, elsewhere } = await signInTwice(user);
    // An expired and a revoked session are not listed.
    await t.db.insert(sessions).values([
      {
        userId: user.id,
        tokenHash: `expired-${randomUUID()}`,
        expiresAt: new Date(Date.now() - 1000),
      },
      {
        userId: user.id,
        tokenHash: `revoked-${randomUUID()}`,
        expiresAt: new Date(Date.now() + 60_000),
        revokedAt: new Date(),
      },
    ]);
    const url = `/api/user/sessions/${user.id}`;
    const listed = await here.inject({ method: 'GET', url });
    expect(listed.statusCode).toBe(200);
    const data = listed.json<{ data: Array<Record<string, unknown>> }>().data;
    expect(data).toHaveLength(2);
    expect(data.map((session) => session.current)).toEqual([true, false]);
    expect(data[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      userAgent: 'lightMyRequest',
      current: true,
    });

    const ended = await here.inject({ method: 'DELETE', url });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('Signed out of 1 other device.');
    expect(await sessionWorks(here.token)).toBe(true);
    expect(await sessionWorks(elsewhere)).toBe(false);
    const after = (await here.inject({ method: 'GET', url })).json().data;
    expect(after).toHaveLength(1);
    expect(after[0].current).toBe(true);
    expect(await auditActions(user.id)).toContain('account.sessions_revoked');
  });

  it('signs out one device by id; 404 for a session of someone else', async () => {
    const user = await createUser(t.db);
    const { here, elsewhere } = await signInTwice(user);
    const other = await createUser(t.db);
    const otherToken = await signInAs(t.app, other);
    const listUrl = `/api/user/sessions/${user.id}`;
    const list = (await here.inject({ method: 'GET', url: listUrl })).json().data as Array<{
      _id: string;
      current: boolean;
    }>;
    const target = list.find((session) => !session.current)!;
    const [othersSession] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, other.id));

    const notMine = await here.inject({
      method: 'DELETE',
      url: `${listUrl}/${othersSession!.id}`,
    });
    expect(notMine.statusCode).toBe(404);
    expect(await sessionWorks(otherToken)).toBe(true);

    const badId = await here.inject({ method: 'DELETE', url: `${listUrl}/not-a-uuid` });
    expect(badId.statusCode).toBe(400);

    const ended = await here.inject({ method: 'DELETE', url: `${listUrl}/${target._id}` });
    expect(ended.statusCode).toBe(200);
    expect(await sessionWorks(elsewhere)).toBe(false);
    expect(await sessionWorks(here.token)).toBe(true);
    expect(await auditActions(user.id)).toContain('account.session_revoked');
  });
});

async function seedPersonalData(userId: string) {
  const [company] = await t.db
    .insert(companies)
    .values({
      name: 'Export Test Corp',
      symbol: `EXP${randomUUID().slice(0, 6)}`,
      sicCode: 2000,
      industryId: 'D',
    })
    .returning();
  const [story] = await t.db
    .insert(stories)
    .values({
      companyId: company!.id,
      industryId: 'D',
      contentType: 'earnings',
      publishedAt: new Date(),
      source: 'Earnings call',
      title: 'Q2 call',
    })
    .returning();
  await t.db.insert(userIndustries).values({ userId, industryId: 'D' });
  await t.db.insert(companyFollows).values({ userId, companyId: company!.id });
  await t.db.insert(storyLikes).values({ userId, storyId: story!.id });
  await t.db.insert(notifications).values({ userId, storyId: story!.id, companyId: company!.id });
  const [analysis] = await t.db.insert(analyses).values({ userId, name: 'Analysis1' }).returning();
  await t.db.insert(analysisMessages).values([
    { analysisId: analysis!.id, role: 'user', message: 'How did margins move?' },
    {
      analysisId: analysis!.id,
      role: 'system',
      message: 'Margins rose two points [1].',
      sources: [
        {
          storyId: story!.id,
          companyName: 'Export Test Corp',
          year: 2026,
          quarter: 2,
          text: 'Gross margin was 41%, up two points.',
        },
      ],
    },
  ]);
  await t.db.insert(upgradeRequests).values({ userId, source: 'Header' });
  await t.db
    .insert(analyticsEvents)
    .values({ userId, name: 'home_page_view', props: {}, occurredAt: new Date() });
  return { company: company!, story: story!, analysis: analysis! };
}

describe('GET /api/user/export/:userId', () => {
  it("downloads the user's own data as a JSON file, without any secret", async () => {
    const user = await createUser(t.db, { firstName: 'Exporter' });
    const me = await injectAs(t.app, user);
    const seeded = await seedPersonalData(user.id);
    const response = await me.inject({ method: 'GET', url: `/api/user/export/${user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="clearcall-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['content-type']).toContain('application/json');
    const data = response.json();
    expect(data.profile).toMatchObject({
      userId: user.id,
      email: user.email,
      firstName: 'Exporter',
      hasPassword: true,
    });
    expect(data.industries).toEqual([{ projectId: 'D', projectName: expect.any(String) }]);
    expect(data.follows).toEqual([
      { companyId: seeded.company.id, company: 'Export Test Corp', followedAt: expect.any(String) },
    ]);
    expect(data.likes).toEqual([
      {
        storyId: seeded.story.id,
        title: 'Q2 call',
        company: 'Export Test Corp',
        likedAt: expect.any(String),
      },
    ]);
    expect(data.analyses).toHaveLength(1);
    expect(data.analyses[0].conversations).toEqual([
      expect.objectContaining({ role: 'user', message: 'How did margins move?', sources: [] }),
      expect.objectContaining({
        role: 'system',
        message: 'Margins rose two points [1].',
        // The passages a reply cites travel with it.
        sources: [
          {
            storyId: seeded.story.id,
            companyName: 'Export Test Corp',
            year: 2026,
            quarter: 2,
            text: 'Gross margin was 41%, up two points.',
          },
        ],
      }),
    ]);
    expect(data.notifications).toHaveLength(1);
    expect(data.upgradeRequests).toEqual([expect.objectContaining({ source: 'Header' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.analyticsEvents).toEqual([
      { name: 'home_page_view', props: {}, at: expect.any(String) },
    ]);

    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(response.body).not.toContain(stored!.passwordHash!);
    expect(response.body).not.toContain(session!.tokenHash);
    expect(response.body).not.toContain(me.token);
    expect(response.body).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
    expect(await auditActions(user.id)).toContain('account.exported');
  });
});

describe('DELETE /api/user/account/:userId', () => {
  it('400 for an empty body', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/account/${user.id}`,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter your password to delete your account');
  });

  it('refuses a wrong password and keeps the account', async () => {
    const user = await createUser(t.db);
    const me = await injectAs(t.app, user);
    const response = await me.inject({
      method: 'DELETE',
      url: `/api/user/account/${user.id}`,
      payload: { password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('has not been deleted');
    expect(await sessionWorks(me.token)).toBe(true);
    expect(await auditActions(user.id)).toContain('account.delete_refused');
  });

  it('deletes the account and its personal data; every session stops working', async () => {
    const user = await createUser(t.db);
    const { here, elsewhere } = await signInTwice(user);
    await seedPersonalData(user.id);
    const response = await here.inject({
      method: 'DELETE',
      url: `/api/user/account/${user.id}`,
      payload: { password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account and its personal data have been deleted.');

    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    for (const table of [companyFollows, storyLikes, notifications, analyses, upgradeRequests]) {
      expect(await t.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    expect(
      await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id)),
    ).toEqual([]);
    expect(await sessionWorks(here.token)).toBe(false);
    expect(await sessionWorks(elsewhere)).toBe(false);
    const afterwards = await withToken(here.token, 'GET', `/api/user/sessions/${user.id}`);
    expect(afterwards.statusCode).toBe(401);
    await expect(signInAs(t.app, user)).rejects.toThrow(/sign-in failed/);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'account.deleted')));
    expect(audit).toMatchObject({ actorId: user.id });
  });

  it('a single sign-on account confirms by typing its e-mail address', async () => {
    const user = await createUser(t.db, { password: null });
    const token = await openSessionFor(user);
    const settings = await withToken(token, 'GET', `/api/user/settings/${user.id}`);
    expect(settings.json().data.hasPassword).toBe(false);
    const wrong = await withToken(token, 'DELETE', `/api/user/account/${user.id}`, {
      email: 'someone-else@example.com',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('does not match your account');
    const passwordInstead = await withToken(token, 'DELETE', `/api/user/account/${user.id}`, {
      password: 'anything-at-all',
    });
    expect(passwordInstead.statusCode).toBe(400);
    const right = await withToken(token, 'DELETE', `/api/user/account/${user.id}`, {
      email: `  ${user.email.toUpperCase()} `,
    });
    expect(right.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

/** A session for an account without a password, as single sign-on would open it. */
async function openSessionFor(user: TestUser): Promise<string> {
  const result = await openSession(
    t.db,
    user.id,
    { userAgent: 'test', ipAddress: null },
    { sessionTtlDays: 1, rememberMe: true },
  );
  return result.token;
}
