import { DEFAULT_PERMISSIONS } from '@clearcall/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAnonymously, useTestApp } from '../../../test/build-app';
import { createUser, uniqueAddress } from '../../../test/factories';
import { countMailsTo, lastMailTo, tokenIn } from '../../../test/mail';
import { invitations, userIndustries, userPermissions, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { INVITATION_MESSAGES, REGISTRATION_MESSAGE } from './invitations.service';

const t = useTestApp();

function post(url: string, payload: unknown, remoteAddress?: string) {
  return postAnonymously(t, url, payload, remoteAddress);
}

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `newcomer-${counter}-${Date.now()}@example.com`;
}

/** Registers an address and returns the token of the e-mailed sign-up link. */
async function registerAndReadToken(email: string): Promise<string> {
  expect((await post('/api/user/register', { email })).statusCode).toBe(200);
  return tokenIn(await lastMailTo(t.db, email, 'Set up'), `${t.config.publicUrl}/signUp?`);
}

function signUp(overrides: Record<string, unknown>) {
  return post('/api/admin/create-user', {
    firstName: 'Li',
    lastName: 'W',
    password: 'a-good-password',
    ...overrides,
  });
}

describe('POST /api/user/register', () => {
  it('400: missing, mistyped, invalid and oversize e-mails, and nothing is written', async () => {
    const before = await t.db.select({ id: invitations.id }).from(invitations);
    for (const [payload, message] of [
      [{}, 'email: '],
      [{ email: 42 }, 'email: '],
      [{ email: 'not-an-address' }, 'email: Invalid email address'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email: Email must be at most 254 characters'],
    ] as const) {
      const response = await post('/api/user/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain(message);
    }
    const after = await t.db.select({ id: invitations.id }).from(invitations);
    expect(after.length).toBe(before.length);
  });

  it('200: stores a hashed 7-day invitation and e-mails the sign-up link', async () => {
    const email = freshEmail();
    const response = await post('/api/user/register', { email: `  ${email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: REGISTRATION_MESSAGE });

    const mail = await lastMailTo(t.db, email, 'Set up your Clearcall account');
    expect(mail.html).toContain('Clearcall');
    const token = tokenIn(mail, `${t.config.publicUrl}/signUp?`);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored).toMatchObject({
      kind: 'registration',
      tokenHash: hashToken(token),
      usedAt: null,
    });
    expect(stored!.tokenHash).not.toBe(token);
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });

  it('200: an existing account gets the same answer, and a note instead of an invitation', async () => {
    const user = await createUser(t.db);
    const unknown = await post('/api/user/register', { email: freshEmail() });
    const known = await post('/api/user/register', { email: user.email });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    const note = await lastMailTo(t.db, user.email);
    expect(note.subject).toBe('Your Clearcall account');
    expect(note.text).toContain('already has an account');
    expect(note.text).not.toContain('/signUp?token=');
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, user.email));
    expect(rows).toEqual([]);
  });

  it('429: five requests per address per hour, then Retry-After', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/user/register', { email })).statusCode).toBe(200);
    }
    const refused = await post('/api/user/register', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMailsTo(t.db, email)).toBe(5);
  });

  it('429: twenty requests per IP address per minute', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/api/user/register', { email: freshEmail() }, address)).statusCode).toBe(
        200,
      );
    }
    const refused = await post('/api/user/register', { email: freshEmail() }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/admin/validateinvite', () => {
  it('400: a missing or oversize token', async () => {
    expect((await post('/api/admin/validateinvite', {})).statusCode).toBe(400);
    const long = await post('/api/admin/validateinvite', { token: 'x'.repeat(600) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Token is too long');
  });

  it('400: unknown, used and expired tokens each get their own message', async () => {
    const unknown = await post('/api/admin/validateinvite', { token: 'no-such-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      login: false,
      data: { message: INVITATION_MESSAGES.unknown },
      code: 'VALIDATION_FAILED',
    });

    const usedEmail = freshEmail();
    const usedToken = await registerAndReadToken(usedEmail);
    expect((await signUp({ email: usedEmail, token: usedToken })).statusCode).toBe(200);
    const used = await post('/api/admin/validateinvite', { token: usedToken });
    expect(used.statusCode).toBe(400);
    expect(used.json().data.message).toBe(INVITATION_MESSAGES.used);

    const expiredEmail = freshEmail();
    const expiredToken = await registerAndReadToken(expiredEmail);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashToken(expiredToken)));
    const expired = await post('/api/admin/validateinvite', { token: expiredToken });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().data.message).toBe(INVITATION_MESSAGES.expired);
  });

  it('200: a valid token returns its e-mail', async () => {
    const email = freshEmail();
    const token = await registerAndReadToken(email);
    const response = await post('/api/admin/validateinvite', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      login: true,
      data: { message: 'The invitation is valid.', email },
    });
  });
});

describe('POST /api/admin/create-user with a token (invitation sign-up)', () => {
  it('is public: no session is needed when the body carries a token', async () => {
    const response = await signUp({ email: freshEmail(), token: 'unknown-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: INVITATION_MESSAGES.unknown,
      code: 'VALIDATION_FAILED',
    });
  });

  it('400: every rule has its message, and nothing is written', async () => {
    const email = freshEmail();
    const token = await registerAndReadToken(email);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'A' }, 'firstName: First name must be at least 2 characters'],
      [{ lastName: '' }, 'lastName: Last name is required'],
      [{ password: 'short' }, 'password: Password must be at least 8 characters'],
      [{ password: '   seven   ' }, 'password: Password must be at least 8 characters'],
      [{ email: 'nope' }, 'email: Invalid email address'],
      [{ firstName: 'x'.repeat(101) }, 'firstName: First name must be at most 100 characters'],
      [{ password: 12345678 }, 'password: '],
      [{ token: 42 }, 'token: '],
    ];
    for (const [override, message] of cases) {
      const response = await signUp({ email, token, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(invitation!.usedAt).toBeNull();
  });

  it("400: the e-mail must be the invitation's", async () => {
    const email = freshEmail();
    const token = await registerAndReadToken(email);
    const response = await signUp({ email: freshEmail(), token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVITATION_MESSAGES.emailMismatch);
  });

  it('400: an expired token creates nothing', async () => {
    const email = freshEmail();
    const token = await registerAndReadToken(email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const response = await signUp({ email, token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVITATION_MESSAGES.expired);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('200: creates an inactive Business user with the default permissions, once', async () => {
    const email = freshEmail();
    const token = await registerAndReadToken(email);
    const response = await signUp({ email, token, firstName: 'Li', lastName: 'Wei' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your account has been created. We will e-mail you as soon as it is activated.',
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      firstName: 'Li',
      lastName: 'Wei',
      userType: 'Business',
      userStatus: false,
    });
    const permissions = await t.db
      .select({ tab: userPermissions.tab, allowed: userPermissions.allowed })
      .from(userPermissions)
      .where(eq(userPermissions.userId, user!.id));
    expect(Object.fromEntries(permissions.map((row) => [row.tab, row.allowed]))).toEqual(
      DEFAULT_PERMISSIONS.Business,
    );
    const projects = await t.db
      .select()
      .from(userIndustries)
      .where(eq(userIndustries.userId, user!.id));
    expect(projects).toEqual([]);

    const login = await post('/api/user/login', { email, password: 'a-good-password' });
    expect(login.statusCode).toBe(200);
    expect(login.json().result.user.userStatus).toBe(false);

    const again = await signUp({ email, token, firstName: 'Li', lastName: 'Wei' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: INVITATION_MESSAGES.used,
      code: 'VALIDATION_FAILED',
    });
  });
});
