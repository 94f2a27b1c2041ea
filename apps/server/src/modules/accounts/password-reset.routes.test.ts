import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAnonymously, useTestApp } from '../../../test/build-app';
import { eventually } from '../../../test/eventually';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { awaitMailTo, countMailsTo, linkIn } from '../../../test/mail';
import { auditLog, passwordResetTokens, ssoIdentities, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_JOB,
  RESET_SUCCESS_MESSAGE,
  RESET_TOKEN_MESSAGES,
} from './password-reset.service';

const t = useTestApp();

function post(url: string, payload: unknown, remoteAddress?: string) {
  return postAnonymously(t, url, payload, remoteAddress);
}

type ResetJob = { state: string; data: { email: string } };

/** The reset jobs queued for an address, whatever their state. */
async function resetJobsFor(email: string): Promise<ResetJob[]> {
  const result = (await t.db.execute(
    sql`select state, data from pgboss.job
        where name = ${PASSWORD_RESET_JOB} and data ->> 'email' = ${email}`,
  )) as unknown as { rows: ResetJob[] };
  return result.rows;
}

/**
 * Asks for a reset link and returns its token and e-mail parameters, from the mail this request
 * sent (a job sends it a moment later), not an earlier one.
 */
async function requestLink(email: string): Promise<{ token: string; email: string }> {
  const before = await countMailsTo(t.db, email);
  expect((await post('/api/user/forgot-password', { email })).statusCode).toBe(200);
  await eventually(
    () => countMailsTo(t.db, email),
    (count) => count > before,
  );
  const link = linkIn(
    await awaitMailTo(t.db, email, 'Reset'),
    `${t.config.publicUrl}/reset-password?`,
  );
  return {
    token: link.searchParams.get('token') ?? '',
    email: link.searchParams.get('email') ?? '',
  };
}

describe('POST /api/user/forgot-password', () => {
  it('400: missing, invalid and oversize e-mails', async () => {
    expect((await post('/api/user/forgot-password', {})).statusCode).toBe(400);
    const invalid = await post('/api/user/forgot-password', { email: 'nobody' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('Invalid email format');
    const long = await post('/api/user/forgot-password', { email: `${'b'.repeat(260)}@x.io` });
    expect(long.statusCode).toBe(400);
  });

  it('200: the same answer for known and unknown addresses; only the account gets mail', async () => {
    const user = await createUser(t.db);
    const known = await post('/api/user/forgot-password', { email: user.email });
    const unknown = await post('/api/user/forgot-password', { email: 'ghost-reset@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toBe(known.body);
    expect(await countMailsTo(t.db, 'ghost-reset@example.com')).toBe(0);

    const mail = await awaitMailTo(t.db, user.email, 'Reset your Clearcall password');
    const link = linkIn(mail, `${t.config.publicUrl}/reset-password?`);
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token') ?? '';
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored!.userId).toBe(user.id);
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 1);
  });

  it('does the same work for known and unknown addresses: one queued job each, mail from the job', async () => {
    const user = await createUser(t.db);
    const ghost = 'ghost-queued@example.com';
    const known = await post('/api/user/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/user/forgot-password', { email: ghost });
    expect(unknown.body).toBe(known.body);

    const knownJobs = await resetJobsFor(user.email);
    const unknownJobs = await resetJobsFor(ghost);
    expect(knownJobs).toHaveLength(1);
    expect(unknownJobs).toHaveLength(1);

    // The job, not the request, sends the mail; the unknown address's job ends without one.
    await awaitMailTo(t.db, user.email, 'Reset your Clearcall password');
    await eventually(
      () => resetJobsFor(ghost),
      (jobs) => jobs.every((job) => job.state === 'completed'),
    );
    expect(await countMailsTo(t.db, ghost)).toBe(0);
  });

  it('429: five requests per address per hour, then Retry-After', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/user/forgot-password', { email: user.email })).statusCode).toBe(200);
    }
    const refused = await post('/api/user/forgot-password', { email: user.email });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('429: twenty requests per IP address per minute', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 20; i += 1) {
      await post('/api/user/forgot-password', { email: `ip-${i}@example.com` }, address);
    }
    const refused = await post('/api/user/forgot-password', { email: 'ip-x@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/user/reset-password', () => {
  it('400: body rules, with the trimmed length rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.co', token: 'x' }, 'password: '],
      [
        { email: 'a@b.co', token: 'x', password: '  short   ' },
        'Password must be at least 8 characters',
      ],
      [{ email: 'nope', token: 'x', password: 'long-enough' }, 'Invalid email format'],
      [{ email: 'a@b.co', password: 'long-enough' }, 'token: '],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/api/user/reset-password', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('gives only the reason of a refused link, as the reset screen adds the way to a new one', () => {
    for (const message of Object.values(RESET_TOKEN_MESSAGES)) {
      expect(message).toMatch(/^This reset link [^.]+\.$/);
      expect(message).not.toMatch(/forgot password|request a new/i);
    }
  });

  it('400: unknown token, another address, used and expired tokens', async () => {
    const user = await createUser(t.db);
    const unknown = await post('/api/user/reset-password', {
      email: user.email,
      token: 'not-a-token',
      password: 'new-password-1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: RESET_TOKEN_MESSAGES.unknown,
      code: 'VALIDATION_FAILED',
    });

    const link = await requestLink(user.email);
    const other = await post('/api/user/reset-password', {
      email: 'someone-else@example.com',
      token: link.token,
      password: 'new-password-1',
    });
    expect(other.json().message).toBe(RESET_TOKEN_MESSAGES.unknown);

    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashToken(link.token)));
    const expired = await post('/api/user/reset-password', { ...link, password: 'new-password-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(RESET_TOKEN_MESSAGES.expired);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const login = await post('/api/user/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    expect(row!.passwordHash).toBeTruthy();
  });

  it('a newer link replaces the older one', async () => {
    const user = await createUser(t.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const old = await post('/api/user/reset-password', { ...first, password: 'new-password-1' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(RESET_TOKEN_MESSAGES.expired);
    const fresh = await post('/api/user/reset-password', { ...second, password: 'new-password-1' });
    expect(fresh.statusCode).toBe(200);
  });

  it('200: sets the password, ends every session, and the link works once', async () => {
    const user = await createUser(t.db);
    const signedIn = await injectAs(t.app, user);
    const link = await requestLink(user.email);
    const response = await post('/api/user/reset-password', {
      email: user.email.toUpperCase(),
      token: link.token,
      password: '  brand-new-password  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_SUCCESS_MESSAGE });

    const check = await post('/api/user/verify-token', { token: signedIn.token });
    expect(check.json()).toEqual({ login: false });
    const oldPassword = await post('/api/user/login', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/user/login', {
      email: user.email,
      password: '  brand-new-password  ',
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await post('/api/user/reset-password', { ...link, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_TOKEN_MESSAGES.used);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit.map((row) => row.action)).toContain('auth.password_reset');
  });

  it('200: ends the single sign-on links unless the owner keeps them', async () => {
    const linkedBy = async (userId: string) =>
      t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, userId));
    const link = async (userId: string, subject: string) =>
      t.db.insert(ssoIdentities).values({
        userId,
        provider: 'azure',
        issuer: 'https://login.example.com',
        subject,
      });

    const victim = await createUser(t.db);
    await link(victim.id, `planted-${victim.id}`);
    const reset = await requestLink(victim.email);
    const response = await post('/api/user/reset-password', { ...reset, password: 'taken-back-1' });
    expect(response.statusCode).toBe(200);
    expect(await linkedBy(victim.id)).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, victim.id));
    expect(audit.map((row) => row.action)).toContain('sso.identities_removed_on_reset');

    const keeper = await createUser(t.db);
    await link(keeper.id, `own-${keeper.id}`);
    const kept = await requestLink(keeper.email);
    const keeping = await post('/api/user/reset-password', {
      ...kept,
      password: 'kept-links-1',
      keepSsoIdentities: true,
    });
    expect(keeping.statusCode).toBe(200);
    expect(await linkedBy(keeper.id)).toHaveLength(1);
  });

  it('400: keepSsoIdentities must be a boolean', async () => {
    const user = await createUser(t.db);
    const reset = await requestLink(user.email);
    const response = await post('/api/user/reset-password', {
      ...reset,
      password: 'whatever-password',
      keepSsoIdentities: 'yes',
    });
    expect(response.statusCode).toBe(400);
  });
});
