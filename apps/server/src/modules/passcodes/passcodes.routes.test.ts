import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, postAnonymously, type TestApp } from '../../../test/build-app';
import { createUser, uniqueAddress, type TestUser } from '../../../test/factories';
import { countMailsTo, lastMailTo, passcodeIn } from '../../../test/mail';
import { auditLog, passcodes } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import {
  BURNED_PASSCODE_MESSAGE,
  NO_PASSCODE_MESSAGE,
  PASSCODE_SENT_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from './passcodes.service';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

function post(url: string, payload: unknown, remoteAddress?: string) {
  return postAnonymously(t, url, payload, remoteAddress);
}

/** Signs in with the password and returns the passcode e-mailed for it. */
async function passwordStep(user: TestUser): Promise<string> {
  const response = await post('/api/user/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ passcodeRequired: true, message: PASSCODE_SENT_MESSAGE });
  return passcodeIn(await lastMailTo(t.db, user.email, 'passcode'));
}

function confirm(email: string, token: string, remoteAddress = uniqueAddress()) {
  return post('/api/admin/totp-validate', { email, token }, remoteAddress);
}

/** Some six digits that are not the passcode. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/user/login with a passcode', () => {
  it('an Admin gets no session from the password alone; a six-digit passcode is e-mailed, hashed', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const code = await passwordStep(admin);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored!.codeHash).not.toContain(code);
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
  it('400: the passcode is six digits and the e-mail is valid', async () => {
    for (const payload of [
      {},
      { email: 'a@b.co', token: '12345' },
      { email: 'a@b.co', token: 'abcdef' },
      { email: 'a@b.co', token: 123456 },
      { email: 'nope', token: '123456' },
    ]) {
      const response = await post('/api/admin/totp-validate', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('401: an unknown address fails like an address without a passcode', async () => {
    const user = await createUser(t.db);
    const unknown = await confirm('nobody-totp@example.com', '123456');
    const none = await confirm(user.email, '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: NO_PASSCODE_MESSAGE, code: 'UNAUTHENTICATED' });
    expect(none.body).toBe(unknown.body);
  });

  it('200: the right passcode opens a session like login, and works only once', async () => {
    const admin = await createUser(t.db, { userType: 'Admin', firstName: 'Ada' });
    const code = await passwordStep(admin);
    const response = await confirm(admin.email.toUpperCase(), code);
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.user).toMatchObject({ userId: admin.id, userType: 'Admin', firstName: 'Ada' });
    const check = await post('/api/user/verify-token', { token: result.token });
    expect(check.json().login).toBe(true);

    const again = await confirm(admin.email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(NO_PASSCODE_MESSAGE);
  });

  it('401: an expired passcode', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const code = await passwordStep(admin);
    await t.db
      .update(passcodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passcodes.userId, admin.id));
    const response = await confirm(admin.email, code);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(NO_PASSCODE_MESSAGE);
  });

  it('a new sign-in makes the older passcode useless', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const first = await passwordStep(admin);
    const second = await passwordStep(admin);
    if (first !== second) {
      expect((await confirm(admin.email, first)).statusCode).toBe(401);
    }
    const stored = await t.db.select().from(passcodes).where(eq(passcodes.userId, admin.id));
    expect(stored.filter((row) => row.consumedAt === null)).toHaveLength(1);
    expect((await confirm(admin.email, second)).statusCode).toBe(200);
  });

  it('five wrong tries burn the passcode, and the failures and the burn are audited', async () => {
    const admin = await createUser(t.db, { userType: 'Admin' });
    const code = await passwordStep(admin);
    for (let i = 1; i <= 4; i += 1) {
      const response = await confirm(admin.email, wrongCode(code));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(WRONG_PASSCODE_MESSAGE);
    }
    const fifth = await confirm(admin.email, wrongCode(code));
    expect(fifth.json()).toEqual({ message: BURNED_PASSCODE_MESSAGE, code: 'UNAUTHENTICATED' });
    const right = await confirm(admin.email, code);
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

  it('429: ten tries per address per ten minutes, whatever the IP address', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await confirm(user.email, '123456')).statusCode).toBe(401);
    }
    const refused = await confirm(user.email, '123456');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('429: twenty tries per IP address per minute', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await confirm(`ip-try-${i}@example.com`, '123456', address)).statusCode).toBe(401);
    }
    const refused = await confirm('ip-try-x@example.com', '123456', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
