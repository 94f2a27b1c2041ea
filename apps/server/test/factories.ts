import { randomUUID } from 'node:crypto';
import type { IndustryId, UserType } from '@clearcall/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { userIndustries, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { lastMailTo, passcodeIn } from './mail';

export type TestUser = {
  id: string;
  email: string;
  /** Null for an account that signs in only through single sign-on. */
  password: string | null;
  userType: UserType;
  firstName: string;
  lastName: string;
};

export type CreateUserOptions = {
  email?: string;
  firstName?: string;
  lastName?: string;
  userType?: UserType;
  userStatus?: boolean;
  /** When the account was first activated; with `userStatus: false`, a deactivated account. */
  activatedAt?: Date | null;
  industries?: IndustryId[];
  password?: string | null;
  passcodeOnSignIn?: boolean;
};

/** Inserts a user (active Business user with a password by default) and returns its secrets. */
export async function createUser(db: Database, options: CreateUserOptions = {}): Promise<TestUser> {
  const unique = randomUUID().slice(0, 8);
  const password = options.password === undefined ? `pass-${unique}-word` : options.password;
  const [row] = await db
    .insert(users)
    .values({
      email: options.email ?? `user-${unique}@example.com`,
      firstName: options.firstName ?? 'Ann',
      lastName: options.lastName ?? `Tester ${unique}`,
      userType: options.userType ?? 'Business',
      userStatus: options.userStatus ?? true,
      activatedAt: options.activatedAt ?? null,
      passwordHash: password === null ? null : await hashPassword(password),
      passcodeOnSignIn: options.passcodeOnSignIn ?? false,
    })
    .returning();
  if (!row) throw new Error('insert returned no user');
  if (options.industries?.length) {
    await db
      .insert(userIndustries)
      .values(options.industries.map((industryId) => ({ userId: row.id, industryId })));
  }
  return {
    id: row.id,
    email: row.email,
    password,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

let nextAddress = 0;

/** A distinct client address per sign-in, so one test never uses up another's per-IP limit. */
export function uniqueAddress(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

/**
 * Signs a user in through the real login route and returns the session token. When the account
 * asks for a passcode, it is read from the outbox and sent to the passcode route, as a person would.
 */
export async function signInAs(app: App, user: TestUser): Promise<string> {
  if (user.password === null) throw new Error('This user has no password to sign in with');
  const remoteAddress = uniqueAddress();
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password: user.password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const body = response.json<{ result?: { token: string }; challenge?: string }>();
  if (body.result) return body.result.token;

  const passcode = passcodeIn(await lastMailTo(app.db, user.email, 'passcode'));
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/totp-validate',
    payload: { email: user.email, token: passcode, challenge: body.challenge },
    remoteAddress,
  });
  if (confirmed.statusCode !== 200) throw new Error(`passcode failed: ${confirmed.body}`);
  return confirmed.json<{ result: { token: string } }>().result.token;
}

type InjectOptions = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  /** Extra request headers; the session's authorization always wins. */
  headers?: Record<string, string>;
};

/**
 * Returns an `inject` that sends requests as this user (a real session, Bearer token).
 * The token is exposed for tests that revoke it.
 */
export async function injectAs(
  app: App,
  user: TestUser,
): Promise<{ token: string; inject(options: InjectOptions): Promise<LightMyRequestResponse> }> {
  const token = await signInAs(app, user);
  return {
    token,
    inject: (options) =>
      app.inject({
        method: options.method,
        url: options.url,
        payload: options.payload,
        headers: { ...options.headers, authorization: `Bearer ${token}` },
      }),
  };
}
