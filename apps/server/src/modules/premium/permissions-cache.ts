import type { Database } from '../../db/database';
import { DatabaseCache } from '../../lib/database-cache';
import type { PermissionRow } from './premium.repository';

/**
 * How long a user's stored tab permissions are served without asking the database. A change in
 * this process drops the user's entry at once; the lifetime bounds how long another server
 * process may still apply the old permissions.
 */
export const PERMISSIONS_CACHE_TTL_MS = 5_000;

/** At most this many users per database; the least recently used go first. */
const MAX_USERS = 10_000;

const cache = new DatabaseCache<PermissionRow[]>({
  ttlMs: PERMISSIONS_CACHE_TTL_MS,
  maxEntries: MAX_USERS,
});

/**
 * A user's stored permission rows, from the cache or loaded once: concurrent requests for the
 * same user wait for one query. A failed load is not kept.
 */
export function cachedPermissionRows(
  db: Database,
  userId: string,
  load: () => Promise<PermissionRow[]>,
  now: number = Date.now(),
): Promise<PermissionRow[]> {
  return cache.get(db, userId, load, { now });
}

/**
 * Forgets a user's cached permissions. Call it once a change of their access or their deletion
 * has been committed, so that the next request reads the database.
 */
export function invalidateUserPermissions(db: Database, userId: string): void {
  cache.delete(db, userId);
}
