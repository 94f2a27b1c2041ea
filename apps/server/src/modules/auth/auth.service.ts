import { setTimeout as sleep } from 'node:timers/promises';
import type { SessionUser, UserType, VerifyTokenResponse } from '@clearcall/contracts';
import type { Database, Transaction } from '../../db/database';
import { normalizeEmail } from '../../lib/email';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createToken, hashToken } from '../../lib/tokens';
import {
  findAccount,
  findAccountByEmail,
  incrementSignInCount,
} from '../accounts/accounts.service';
import { recordAuditEvent } from '../audit/audit.service';
import { listUserIndustries } from '../user-industries/user-industries.service';
import {
  deleteClientFailures,
  deleteFailuresOfAddress,
  deleteStaleFailures,
  findAddressFailures,
  findClientFailures,
  findLiveSessionByTokenHash,
  insertSession,
  isSessionLive,
  listAllSessionsOfUser,
  listLiveSessionsOfUser,
  lockAddressFailures,
  lockClientFailures,
  revokeAllUserSessions,
  revokeLiveUserSession,
  revokeSessionById,
  revokeSessionsExcept,
  revokeUserToken,
  saveAddressFailures,
  saveClientFailures,
  touchSession,
  type UserSessionRow,
} from './auth.repository';
import { accountStatusOf, type AccountStatus } from './account-status';
import { presentSessionUser } from './auth.presenter';
import { cachedSession, invalidateUserSessions, type LoadedSession } from './session-cache';
import {
  countFailure,
  FAILURE_MEMORY_MS,
  lockRemainingMs,
  NO_FAILURE_COUNT,
  NO_FAILURES,
  recordFailure,
  SLOW_DOWN_MEMORY_MS,
  slowDownMs,
} from './sign-in-lockout';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** lastSeenAt is written at most this often, so busy clients do not write on every call. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-in without "Remember me" lasts as long as a working day, never the full term. */
export const BROWSER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The caller behind a live session. `accountStatus` is what the private-beta gate reads: only an
 * active account may use the product beyond its own account settings.
 */
export type SessionIdentity = {
  sessionId: string;
  userId: string;
  userType: UserType;
  accountStatus: AccountStatus;
};

export type SignInInput = {
  email: string;
  password: string;
  userAgent: string | null;
  ipAddress: string | null;
};

export type SignInResult = { user: SessionUser; token: string };

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the e-mail has no password, so that an
 * unknown address costs the same time as a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(createToken());
  return dummyHash;
}

function lockedError(remainingMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`,
    { retryAfterSeconds: Math.ceil(remainingMs / 1000) },
  );
}

/** The key of a client in the per-client streaks; the server always knows it in practice. */
function clientKey(ipAddress: string | null): string {
  return ipAddress ?? 'unknown';
}

/**
 * Counts one failure for the client and for the address (account or not) and audits it, in one
 * transaction. Known and unknown addresses take exactly the same steps, so the same time.
 */
async function recordFailedSignIn(
  db: Database,
  email: string,
  accountId: string | undefined,
  ipAddress: string | null,
  now: Date,
): Promise<void> {
  await deleteStaleFailures(db, {
    clientsBefore: new Date(now.getTime() - FAILURE_MEMORY_MS),
    addressesBefore: new Date(now.getTime() - SLOW_DOWN_MEMORY_MS),
  });
  await db.transaction(async (tx) => {
    const client = recordFailure(await lockClientFailures(tx, email, clientKey(ipAddress)), now);
    const shared = countFailure(await lockAddressFailures(tx, email), now);
    await saveClientFailures(tx, email, clientKey(ipAddress), client);
    await saveAddressFailures(tx, email, shared);
    const event = { actorId: null, targetId: accountId ?? null, detail: { email }, ipAddress };
    await recordAuditEvent(tx, { ...event, action: 'auth.sign_in_failed' });
    if (client.lockedUntil) await recordAuditEvent(tx, { ...event, action: 'auth.locked' });
  });
}

/** The session user of an account, with its industries. */
export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser> {
  const user = await findAccount(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  return presentSessionUser(user, await listUserIndustries(db, userId));
}

/** An account whose password was just verified. */
export type VerifiedAccount = {
  id: string;
  email: string;
  firstName: string;
  userType: UserType;
  passcodeOnSignIn: boolean;
};

/** Where a new session comes from, as stored with it. */
export type SessionOrigin = { userAgent: string | null; ipAddress: string | null };

/**
 * Checks e-mail and password. Wrong e-mail, wrong password and password-less (single sign-on)
 * accounts fail alike. Ten failures in a row lock out the client that made them, for that address
 * only; failures from every client together slow each further attempt down, never refuse it
 * (sign-in-lockout.ts), so a stranger's guesses cannot keep the owner out.
 */
export async function verifyCredentials(
  db: Database,
  input: SignInInput,
  options: { now?: Date } = {},
): Promise<VerifiedAccount> {
  const now = options.now ?? new Date();
  const email = normalizeEmail(input.email);
  const account = await findAccountByEmail(db, email);
  const client = (await findClientFailures(db, email, clientKey(input.ipAddress))) ?? NO_FAILURES;
  const remainingMs = lockRemainingMs(client, now);
  if (remainingMs > 0) throw lockedError(remainingMs);
  const delayMs = slowDownMs((await findAddressFailures(db, email)) ?? NO_FAILURE_COUNT, now);
  if (delayMs > 0) await sleep(delayMs);

  const hash = account?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPassword(input.password, hash);
  if (!account || !account.passwordHash || !matches) {
    await recordFailedSignIn(db, email, account?.id, input.ipAddress, now);
    throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
  }
  if (client.failures > 0) await deleteClientFailures(db, email, clientKey(input.ipAddress));
  return {
    id: account.id,
    email,
    firstName: account.firstName,
    userType: account.userType,
    passcodeOnSignIn: account.passcodeOnSignIn,
  };
}

/** How long a new session lasts: the configured term when remembered, 12 hours otherwise. */
export function sessionLifetimeMs(options: {
  sessionTtlDays: number;
  rememberMe: boolean;
}): number {
  const remembered = options.sessionTtlDays * DAY_MS;
  return options.rememberMe ? remembered : Math.min(BROWSER_SESSION_TTL_MS, remembered);
}

/**
 * Opens a session for a verified account and counts the sign-in.
 * `rememberMe` is what the user chose on the sign-in screen, whichever way they signed in.
 */
export async function openSession(
  db: Database,
  userId: string,
  origin: SessionOrigin,
  options: { sessionTtlDays: number; rememberMe: boolean; now?: Date },
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const token = createToken();
  await db.transaction(async (tx) => {
    await incrementSignInCount(tx, userId);
    await insertSession(tx, {
      userId,
      tokenHash: hashToken(token),
      userAgent: origin.userAgent,
      ipAddress: origin.ipAddress,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs(options)),
    });
  });
  return { user: await loadSessionUser(db, userId), token };
}

/** Reads a live session from the database, for the session cache. */
async function loadLiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LoadedSession | null> {
  const row = await findLiveSessionByTokenHash(db, tokenHash, now);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userType: row.userType,
    accountStatus: accountStatusOf(row),
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

/**
 * The identity behind a token if its session is live; refreshes lastSeenAt once a minute. Live
 * sessions are kept for a few seconds (see session-cache.ts), so busy clients do not cost a
 * query per request.
 */
export async function findLiveSession(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<SessionIdentity | null> {
  const tokenHash = hashToken(token);
  const session = await cachedSession(
    db,
    tokenHash,
    () => loadLiveSession(db, tokenHash, now),
    now.getTime(),
  );
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
    // Set first, so that concurrent requests on the cached session write it once.
    session.lastSeenAt = now.getTime();
    await touchSession(db, session.sessionId, now);
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    userType: session.userType,
    accountStatus: session.accountStatus,
  };
}

/** Whether a session, found live before, is still neither revoked nor expired. */
export function isSessionStillLive(
  db: Database,
  sessionId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return isSessionLive(db, sessionId, now);
}

/** The session check of the web app: the user for a live token, `login: false` otherwise. */
export async function checkSession(db: Database, token: string): Promise<VerifyTokenResponse> {
  const identity = await findLiveSession(db, token);
  if (!identity) return { login: false };
  return { login: true, user: await loadSessionUser(db, identity.userId) };
}

/**
 * Ends the caller's session, and also the given token when it belongs to the caller; a token
 * of someone else is ignored without saying so.
 */
export async function signOut(
  db: Database,
  identity: SessionIdentity,
  token: string,
  now: Date = new Date(),
): Promise<void> {
  await revokeSessionById(db, identity.sessionId, now);
  await revokeUserToken(db, identity.userId, hashToken(token), now);
  invalidateUserSessions(db, identity.userId);
}

/**
 * Ends every session of a user, e.g. after a password reset or before a deletion. Callers run it
 * in a transaction, so they call invalidateUserSessions once that has committed.
 */
export async function revokeAllSessions(
  db: Database | Transaction,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await revokeAllUserSessions(db, userId, now);
}

/** Forgets the failed sign-ins of a deleted account's address, in the deletion's transaction. */
export function forgetSignInFailures(tx: Transaction, email: string): Promise<void> {
  return deleteFailuresOfAddress(tx, email);
}

/** Every session of the user, live or not, newest first, for the data export. */
export function exportUserSessions(db: Database, userId: string) {
  return listAllSessionsOfUser(db, userId);
}

export type { UserSessionRow };

/** The user's live sessions, most recently used first. */
export function listLiveUserSessions(
  db: Database,
  userId: string,
  now: Date,
): Promise<UserSessionRow[]> {
  return listLiveSessionsOfUser(db, userId, now);
}

/** Ends every live session of the user but one; returns how many ended. */
export function revokeOtherSessions(
  db: Database | Transaction,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  return revokeSessionsExcept(db, userId, keepSessionId, now);
}

/** Ends one live session of the user; false when there is no such session. */
export function revokeUserSession(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  return revokeLiveUserSession(db, userId, sessionId, now);
}
