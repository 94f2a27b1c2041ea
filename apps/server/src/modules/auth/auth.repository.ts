import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { sessions, signInClientFailures, signInFailures, users } from '../../db/schema';
import type { FailureCount, FailureState } from './sign-in-lockout';

type Executor = Database | Transaction;

export type SessionUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: (typeof users.$inferSelect)['userType'];
  userStatus: boolean;
  activatedAt: Date | null;
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

/** One client's failure streak for an e-mail address, if it has one. */
export async function findClientFailures(
  db: Executor,
  email: string,
  ipAddress: string,
): Promise<FailureState | undefined> {
  const [row] = await db
    .select()
    .from(signInClientFailures)
    .where(clientFailuresOf(email, ipAddress));
  return row
    ? { failures: row.failures, lockedUntil: row.lockedUntil, lastFailedAt: row.lastFailedAt }
    : undefined;
}

function clientFailuresOf(email: string, ipAddress: string) {
  return and(eq(signInClientFailures.email, email), eq(signInClientFailures.ipAddress, ipAddress));
}

/** Reads one client's failure streak for an address, creating and holding its row. */
export async function lockClientFailures(
  tx: Transaction,
  email: string,
  ipAddress: string,
): Promise<FailureState> {
  await tx.insert(signInClientFailures).values({ email, ipAddress }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(signInClientFailures)
    .where(clientFailuresOf(email, ipAddress))
    .for('update');
  if (!row) throw new Error('sign_in_client_failures row vanished');
  return { failures: row.failures, lockedUntil: row.lockedUntil, lastFailedAt: row.lastFailedAt };
}

/** Stores one client's new failure streak for an address. */
export async function saveClientFailures(
  db: Executor,
  email: string,
  ipAddress: string,
  state: FailureState,
): Promise<void> {
  await db
    .update(signInClientFailures)
    .set({
      failures: state.failures,
      lockedUntil: state.lockedUntil,
      lastFailedAt: state.lastFailedAt,
    })
    .where(clientFailuresOf(email, ipAddress));
}

/** Forgets one client's streak for an address, after it gave the right password. */
export async function deleteClientFailures(
  db: Executor,
  email: string,
  ipAddress: string,
): Promise<void> {
  await db.delete(signInClientFailures).where(clientFailuresOf(email, ipAddress));
}

/** The recent failures of an address from every client, if it has any. */
export async function findAddressFailures(
  db: Executor,
  email: string,
): Promise<FailureCount | undefined> {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
  return row ? { failures: row.failures, lastFailedAt: row.lastFailedAt } : undefined;
}

/** Reads the failure count of an address from every client, creating and holding its row. */
export async function lockAddressFailures(tx: Transaction, email: string): Promise<FailureCount> {
  await tx.insert(signInFailures).values({ email }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, email))
    .for('update');
  if (!row) throw new Error('sign_in_failures row vanished');
  return { failures: row.failures, lastFailedAt: row.lastFailedAt };
}

/** Stores the new failure count of an address from every client. */
export async function saveAddressFailures(
  db: Executor,
  email: string,
  count: FailureCount,
): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: count.failures, lastFailedAt: count.lastFailedAt })
    .where(eq(signInFailures.email, email));
}

/**
 * Forgets what no longer counts: clients' streaks nobody has extended since `clientsBefore`,
 * and addresses' shared counts not extended since `addressesBefore`.
 */
export async function deleteStaleFailures(
  db: Executor,
  cutoffs: { clientsBefore: Date; addressesBefore: Date },
): Promise<void> {
  await db
    .delete(signInClientFailures)
    .where(lt(signInClientFailures.lastFailedAt, cutoffs.clientsBefore));
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, cutoffs.addressesBefore));
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

/** Deletes the failure counters of an address, from every client. */
export async function deleteFailuresOfAddress(tx: Transaction, email: string): Promise<void> {
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  await tx.delete(signInClientFailures).where(eq(signInClientFailures.email, email));
}

/** Every session of the user, live or not, newest first, for the data export. */
export async function listAllSessionsOfUser(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/** A live session as the account's sessions list shows it. */
export type UserSessionRow = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
};

/** The user's sessions that are neither revoked nor expired, most recently used first. */
export async function listLiveSessionsOfUser(
  db: Executor,
  userId: string,
  now: Date,
): Promise<UserSessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Revokes every live session of the user except one; returns how many ended. */
export async function revokeSessionsExcept(
  db: Executor,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), liveAt(now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Revokes one live session of the user; false when there is no such session. */
export async function revokeLiveUserSession(
  db: Executor,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId), liveAt(now)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}
