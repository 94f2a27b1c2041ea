import type { Database } from '../../db/database';
import type { PermissionRow } from './upgrades.repository';

/**
 * How long a user's stored tab permissions are served without asking the database. A change in
 * this process drops the user's entry at once; the lifetime bounds how long another server
 * process may still apply the old permissions.
 */
export const PERMISSIONS_CACHE_TTL_MS = 5_000;

/** At most this many users per database; the least recently loaded go first. */
const MAX_USERS = 10_000;

type Entry = { staleAt: number; rows: Promise<PermissionRow[]> };

const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

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
  const cache = cacheOf(db);
  const hit = cache.get(userId);
  if (hit && hit.staleAt > now) return hit.rows;
  cache.delete(userId);
  const entry: Entry = { staleAt: now + PERMISSIONS_CACHE_TTL_MS, rows: load() };
  cache.set(userId, entry);
  for (const key of cache.keys()) {
    if (cache.size <= MAX_USERS) break;
    cache.delete(key);
  }
  entry.rows.catch(() => {
    if (cache.get(userId) === entry) cache.delete(userId);
  });
  return entry.rows;
}

/**
 * Forgets a user's cached permissions. Call it once a change of their access or their deletion
 * has been committed, so that the next request reads the database.
 */
export function invalidateUserPermissions(db: Database, userId: string): void {
  caches.get(db)?.delete(userId);
}
