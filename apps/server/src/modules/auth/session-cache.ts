import type { UserType } from '@clearcall/contracts';
import type { AccountStatus } from './account-status';
import type { Database } from '../../db/database';
import { DatabaseCache } from '../../lib/database-cache';
import { announceSessionsEnded } from './session-events';

/**
 * How long a live session is trusted without asking the database. A revocation in this process
 * drops the user's entries at once; the lifetime bounds how long a session revoked by another
 * server process keeps working here.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * A live session as read from the database. `lastSeenAt` is updated when it is refreshed. The
 * account's status is kept with it, so the private-beta gate costs no query either; a change of
 * status in this process drops the user's entries (invalidateUserSessions).
 */
export type LoadedSession = {
  sessionId: string;
  userId: string;
  userType: UserType;
  accountStatus: AccountStatus;
  expiresAt: number;
  lastSeenAt: number;
};

/** At most 10,000 sessions per database; unknown, revoked or expired tokens are not kept. */
const sessions = new DatabaseCache<LoadedSession | null>({
  ttlMs: SESSION_CACHE_TTL_MS,
  maxEntries: 10_000,
  keep: (session) => session !== null,
});

/**
 * The live session of a token hash, from the cache or loaded once: concurrent requests with the
 * same token wait for one query. A session is served from the cache for at most
 * SESSION_CACHE_TTL_MS after it was read and never at or after its own expiry. Unknown, revoked
 * or expired tokens and failed loads are not kept.
 */
export async function cachedSession(
  db: Database,
  tokenHash: string,
  load: () => Promise<LoadedSession | null>,
  now: number = Date.now(),
): Promise<LoadedSession | null> {
  const session = await sessions.get(db, tokenHash, load, { now });
  if (!session) return null;
  if (session.expiresAt <= now) {
    sessions.delete(db, tokenHash);
    return null;
  }
  return session;
}

/**
 * Forgets every cached session of a user. Call it once a change that ends sessions or removes
 * the user has been committed: sessions still being read may predate the change, so they are
 * dropped too, and every later request reads the database. Open sockets are told too, so that a
 * socket of an ended session leaves its rooms.
 */
export function invalidateUserSessions(db: Database, userId: string): void {
  sessions.deleteWhere(db, (session) => session === undefined || session?.userId === userId);
  announceSessionsEnded(db, userId);
}

/** Forgets every cached session, as if each had just been revoked elsewhere. */
export function clearSessionCache(db: Database): void {
  sessions.clear(db);
}
