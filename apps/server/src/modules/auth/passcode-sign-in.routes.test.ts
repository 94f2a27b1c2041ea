import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postAnonymously, useTestApp } from '../../../test/build-app';
import { createUser, uniqueAddress, type TestUser } from '../../../test/factories';
import { countMailsTo, lastMailTo, passcodeIn } from '../../../test/mail';
import { auditLog, passcodes } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  BURNED_PASSCODE_MESSAGE,
  NO_PASSCODE_MESSAGE,
  PASSCODE_RESENT_MESSAGE,
  PASSCODE_SENT_MESSAGE,
  RESEND_LIMIT_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from '../passcodes/passcodes.service';

const t = useTestApp();

function post(url: string, payload: unknown, remoteAddress?: string) {
  return postAnonymously(t, url, payload, remoteAddress);
}

/** The passcode e-mailed for a sign-in, and the challenge the sign-in answered with. */
type PasscodeStep = { code: string; challenge: string };

/** Signs in with the password and returns the passcode e-mailed for it, with its challenge. */
async function passwordStep(user: TestUser): Promise<PasscodeStep> {
  const response = await post('/api/user/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    passcodeRequired: true,
    message: PASSCODE_SENT_MESSAGE,
    challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  });
  const code = passcodeIn(await lastMailTo(t.db, user.email, 'passcode'));
  return { code, challenge: response.json<{ challenge: string }>().challenge };
}

function confirm(email: string, challenge: string, token: string, remoteAddress = uniqueAddress()) {
  return post('/api/admin/totp-validate', { email, challenge, token }, remoteAddress);
}

function resend(email: string, challenge: string, remoteAddress = uniqueAddress()) {
  return post('/api/admin/totp-resend', { email, challenge }, remoteAddress);
}

/** Makes the sign-in's last code look sent long enough ago to ask for another. */
async function letResendWait(userId: string): Promise<void> {
  await t.db
    .update(passcodes)
    .set({ lastSentAt: new Date(Date.now() - 31_000) })
    .where(eq(passcodes.userId, userId));
}

/** Some six digits that are not the passcode. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/user/login with a passcode', () => {
  it('an Admin gets no session from the password alone; a six-digit passcode is e-mailed, hashed', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { code, challenge } = await passwordStep(admin);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.challengeHash).toBe(hashToken(challenge));
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);
  });

  it('a user who turned passcodes on gets one too; others sign in at once', async () => {
    const careful = await createUser(t.db, { passcodeOnSignIn: true });
    await passwordStep(careful);
    const plain = await createUser(t.db);
    const response = await post('/api/user/login', {
      email: plain.email,
      password: plain.password,
    });
    expect(response.json().result.token).toBeTruthy();
    expect(await countMailsTo(t.db, plain.email)).toBe(0);
  });

  it('a wrong password sends no passcode', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const response = await post('/api/user/login', { email: admin.email, password: 'wrong-one' });
    expect(response.statusCode).toBe(401);
    expect(await countMailsTo(t.db, admin.email)).toBe(0);
  });

  it('with ADMIN_PASSCODE=false an Admin signs in with the password alone', async () => {
    const relaxed = await buildTestApp({ env: { ADMIN_PASSCODE: 'false' }, db: t.db });
    try {
      const admin = await createUser(t.db, { userType: 'Admin' });
      const response = await relaxed.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: admin.email, password: admin.password },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.user.userType).toBe('Admin');
      expect(await countMailsTo(t.db, admin.email)).toBe(0);
      // A user's own choice still applies.
      const careful = await createUser(t.db, { passcodeOnSignIn: true });
      const guarded = await relaxed.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: careful.email, password: careful.password },
        remoteAddress: uniqueAddress(),
      });
      expect(guarded.json().passcodeRequired).toBe(true);
    } finally {
      await relaxed.close();
    }
  });
});

describe('POST /api/admin/totp-validate', () => {
  it('400: the passcode is six digits, the e-mail is valid and the challenge is sent', async () => {
    for (const payload of [
      {},
      { email: 'a@b.co', challenge: 'c', token: '12345' },
      { email: 'a@b.co', challenge: 'c', token: 'abcdef' },
      { email: 'a@b.co', challenge: 'c', token: 123456 },
      { email: 'nope', challenge: 'c', token: '123456' },
      { email: 'a@b.co', token: '123456' },
      { email: 'a@b.co', challenge: 'c'.repeat(129), token: '123456' },
    ]) {
      const response = await post('/api/admin/totp-validate', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('401: an unknown address fails like an address without a passcode', async () => {
    const user = await createUser(t.db);
    const unknown = await confirm('nobody-totp@example.com', 'made-up', '123456');
    const none = await confirm(user.email, 'made-up', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: NO_PASSCODE_MESSAGE, code: 'UNAUTHENTICATED' });
    expect(none.body).toBe(unknown.body);
  });

  it('200: the right passcode opens a session like login, and works only once', async () => {
    const admin = await createUser(t.db, { userType: 'Admin', firstName: 'Ada' });
    const { code, challenge } = await passwordStep(admin);
    const response = await confirm(admin.email.toUpperCase(), challenge, code);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.user).toMatchObject({ userId: admin.id, userType: 'Admin', firstName: 'Ada' });
    const check = await post('/api/user/verify-token', { token: result.token });
    expect(check.json().login).toBe(true);

    const again = await confirm(admin.email, challenge, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(NO_PASSCODE_MESSAGE);
  });

  it('401: an expired passcode', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { code, challenge } = await passwordStep(admin);
    await t.db
      .update(passcodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passcodes.userId, admin.id));
    const response = await confirm(admin.email, challenge, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(NO_PASSCODE_MESSAGE);
  });

  it('a new sign-in makes the older passcode useless', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const first = await passwordStep(admin);
    const second = await passwordStep(admin);
    expect((await confirm(admin.email, first.challenge, first.code)).statusCode).toBe(401);
    const stored = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored.filter((row) => row.consumedAt === null)).toHaveLength(1);
    expect((await confirm(admin.email, second.challenge, second.code)).statusCode).toBe(200);
  });

  it('five wrong tries burn the passcode, and the failures and the burn are audited', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { code, challenge } = await passwordStep(admin);
    for (let i = 1; i <= 4; i += 1) {
      const response = await confirm(admin.email, challenge, wrongCode(code));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(WRONG_PASSCODE_MESSAGE);
    }
    const fifth = await confirm(admin.email, challenge, wrongCode(code));
    expect(fifth.json()).toEqual({ message: BURNED_PASSCODE_MESSAGE, code: 'UNAUTHENTICATED' });
    const right = await confirm(admin.email, challenge, code);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(NO_PASSCODE_MESSAGE);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, admin.id));
    expect(audit.filter((row) => row.action === 'auth.passcode_failed')).toHaveLength(5);
    expect(audit.filter((row) => row.action === 'auth.passcode_burned')).toHaveLength(1);
    const [stored] = await t.db
      .select()
      .from(passcodes)
      .where(and(eq(passcodes.userId, admin.id), eq(passcodes.attempts, 5)));
    expect(stored!.consumedAt).not.toBeNull();
    expect(stored!.codeHash).not.toBe(hashToken(code));
  });

  it("someone else's wrong tries, without the sign-in's challenge, do not burn or block the owner's code", async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { code, challenge } = await passwordStep(admin);
    // Many more tries than the five-try budget and the old per-address limit, from a few addresses.
    for (let i = 0; i < 12; i += 1) {
      const guess = await confirm(admin.email, `guessed-challenge-${i}`, wrongCode(code));
      expect(guess.statusCode).toBe(401);
      expect(guess.json().message).toBe(NO_PASSCODE_MESSAGE);
    }
    // Another sign-in's challenge does not reach this one either.
    const other = await createUser(t.db, { userType: 'Admin' });
    const otherStep = await passwordStep(other);
    expect((await confirm(admin.email, otherStep.challenge, code)).statusCode).toBe(401);

    const [stored] = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored!.attempts).toBe(0);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, admin.id));
    expect(audit.filter((row) => row.action === 'auth.passcode_failed')).toHaveLength(0);
    expect((await confirm(admin.email, challenge, code)).statusCode).toBe(200);
  });

  it('429: twenty tries per IP address per minute', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 20; i += 1) {
      const response = await confirm(`ip-try-${i}@example.com`, 'made-up', '123456', address);
      expect(response.statusCode).toBe(401);
    }
    const refused = await confirm('ip-try-x@example.com', 'made-up', '123456', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/admin/totp-resend', () => {
  it('400: the e-mail is valid and the challenge is sent', async () => {
    for (const payload of [{}, { email: 'a@b.co' }, { email: 'nope', challenge: 'c' }]) {
      const response = await post('/api/admin/totp-resend', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it("401 without the sign-in's challenge, and nothing is sent", async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { challenge } = await passwordStep(admin);
    await letResendWait(admin.id);
    const other = await createUser(t.db, { userType: 'Admin' });
    for (const [email, tried] of [
      [admin.email, 'made-up'],
      [other.email, challenge],
    ] as const) {
      const response = await resend(email, tried);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(NO_PASSCODE_MESSAGE);
    }
    expect(await countMailsTo(t.db, admin.email)).toBe(1);
    expect(await countMailsTo(t.db, other.email)).toBe(0);
  });

  it('200: e-mails a new code for the same sign-in; the old code stops working', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { code: first, challenge } = await passwordStep(admin);
    // A wrong try before the resend still counts against the sign-in.
    expect((await confirm(admin.email, challenge, wrongCode(first))).statusCode).toBe(401);
    await letResendWait(admin.id);

    const response = await resend(admin.email.toUpperCase(), challenge);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSCODE_RESENT_MESSAGE, resendAfterSeconds: 30 });
    expect(await countMailsTo(t.db, admin.email)).toBe(2);
    const second = passcodeIn(await lastMailTo(t.db, admin.email, 'passcode'));
    const [stored] = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored).toMatchObject({ sends: 2, attempts: 1, consumedAt: null });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, admin.id));
    expect(audit.filter((row) => row.action === 'auth.passcode_resent')).toHaveLength(1);

    if (first !== second) {
      expect((await confirm(admin.email, challenge, first)).json().message).toBe(
        WRONG_PASSCODE_MESSAGE,
      );
    }
    expect((await confirm(admin.email, challenge, second)).statusCode).toBe(200);
  });

  it('429: once per 30 seconds, and four codes per sign-in at most', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const { challenge } = await passwordStep(admin);
    const tooSoon = await resend(admin.email, challenge);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('RATE_LIMITED');
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds? before asking/);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);

    for (let sent = 2; sent <= 4; sent += 1) {
      await letResendWait(admin.id);
      expect((await resend(admin.email, challenge)).statusCode).toBe(200);
    }
    await letResendWait(admin.id);
    const fifth = await resend(admin.email, challenge);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: RESEND_LIMIT_MESSAGE, code: 'RATE_LIMITED' });
    expect(await countMailsTo(t.db, admin.email)).toBe(4);
  });
});
