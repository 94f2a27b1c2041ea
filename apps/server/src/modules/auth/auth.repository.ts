import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { sessions, signInFailures, users } from '../../db/schema';
import type { FailureState } from './sign-in-lockout';

type Executor = Database | Transaction;

export type AccountForSignIn = {
  id: string;
  firstName: string;
  userType: (typeof users.$inferSelect)['userType'];
  passcodeOnSignIn: boolean;
  passwordHash: string | null;
  failures: FailureState;
};

export type SessionUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: (typeof users.$inferSelect)['userType'];
  userStatus: boolean;
  sessionsCount: number;
  stopTutorial: number;
};

export type ProjectRow = { id: string; name: string };

export type LiveSessionRow = {
  sessionId: string;
  userId: string;
  userType: SessionUserRow['userType'];
  userStatus: boolean;
  activatedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
};

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  userType: users.userType,
  passcodeOnSignIn: users.passcodeOnSignIn,
  passwordHash: users.passwordHash,
  failures: users.failedSignIns,
  lockedUntil: users.lockedUntil,
  lastFailedAt: users.lastFailedSignInAt,
};

function toAccount(row: {
  id: string;
  firstName: string;
  userType: AccountForSignIn['userType'];
  passcodeOnSignIn: boolean;
  passwordHash: string | null;
  failures: number;
  lockedUntil: Date | null;
  lastFailedAt: Date | null;
}): AccountForSignIn {
  return {
    id: row.id,
    firstName: row.firstName,
    userType: row.userType,
    passcodeOnSignIn: row.passcodeOnSignIn,
    passwordHash: row.passwordHash,
    failures: {
      failures: row.failures,
      lockedUntil: row.lockedUntil,
      lastFailedAt: row.lastFailedAt,
    },
  };
}

/** The account with this (normalized) e-mail, with what sign-in needs. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<AccountForSignIn | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email));
  return row ? toAccount(row) : undefined;
}

/** Reads an account's failure streak and holds its row until the transaction ends. */
export async function lockAccountFailures(tx: Transaction, userId: string): Promise<FailureState> {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new Error(`User ${userId} vanished during sign-in`);
  return toAccount(row).failures;
}

/** Stores an account's new failure streak. */
export async function saveAccountFailures(
  db: Executor,
  userId: string,
  state: FailureState,
): Promise<void> {
  await db
    .update(users)
    .set({
      failedSignIns: state.failures,
      lockedUntil: state.lockedUntil,
      lastFailedSignInAt: state.lastFailedAt,
    })
    .where(eq(users.id, userId));
}

/** The failure streak of an address without an account, if it has one. */
export async function findAddressFailures(
  db: Executor,
  email: string,
): Promise<FailureState | undefined> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  return row
    ? { failures: row.failures, lockedUntil: row.lockedUntil, lastFailedAt: row.lastFailedAt }
    : undefined;
}

/** Reads the failure streak of an address without an account, creating and holding its row. */
export async function lockAddressFailures(tx: Transaction, email: string): Promise<FailureState> {
  await tx.insert(signInFailures).values({ email }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, email))
    .for('update');
  if (!row) throw new Error('sign_in_failures row vanished');
  return { failures: row.failures, lockedUntil: row.lockedUntil, lastFailedAt: row.lastFailedAt };
}

/** Stores the new failure streak of an address without an account. */
export async function saveAddressFailures(
  db: Executor,
  email: string,
  state: FailureState,
): Promise<void> {
  await db
    .update(signInFailures)
    .set({
      failures: state.failures,
      lockedUntil: state.lockedUntil,
      lastFailedAt: state.lastFailedAt,
    })
    .where(eq(signInFailures.email, email));
}

/** Forgets streaks of addresses without an account that nobody has tried since `before`. */
export async function deleteAddressFailuresBefore(db: Executor, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, before));
}

/** Counts a successful sign-in and clears the failure streak. */
export async function markSignedIn(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      sessionsCount: sql`${users.sessionsCount} + 1`,
      failedSignIns: 0,
      lockedUntil: null,
      lastFailedSignInAt: null,
    })
    .where(eq(users.id, userId));
}

/** Stores a new session; the token itself is never stored, only its hash. */
export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    tokenHash: string;
    userAgent: string | null;
    ipAddress: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The fields of a user that the session user shape is built from. */
export async function findSessionUser(
  db: Executor,
  userId: string,
): Promise<SessionUserRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
      userStatus: users.userStatus,
      sessionsCount: users.sessionsCount,
      stopTutorial: users.stopTutorial,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The condition of a session that is neither revoked nor expired at `now`. */
function liveAt(now: Date) {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/** A session that is neither revoked nor expired, with its user's type and activation. */
export async function findLiveSessionByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<LiveSessionRow | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      userType: users.userType,
      userStatus: users.userStatus,
      activatedAt: users.activatedAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveAt(now)));
  return row;
}

/** Whether a session is neither revoked nor expired. */
export async function isSessionLive(db: Executor, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveAt(now)));
  return row !== undefined;
}

/** Records that the session was just used. */
export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Revokes one session; an already revoked one keeps its first revocation time. */
export async function revokeSessionById(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes a token only if it belongs to this user. */
export async function revokeUserToken(
  db: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Revokes every live session of a user. */
export async function revokeAllUserSessions(
  db: Executor,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
