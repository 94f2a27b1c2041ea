import type { UserType } from '@clearcall/contracts';
import type { Database } from '../../db/database';

/**
 * How long a live session is trusted without asking the database. A revocation in this process
 * drops the user's entries at once; the lifetime bounds how long a session revoked by another
 * server process keeps working here.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/** At most this many sessions per database; the least recently loaded go first. */
const MAX_SESSIONS = 10_000;

/** A live session as read from the database. `lastSeenAt` is updated when it is refreshed. */
export type LoadedSession = {
  sessionId: string;
  userId: string;
  userType: UserType;
  expiresAt: number;
  lastSeenAt: number;
};

type Entry = {
  /** The entry is not served at or after this time (ms since the epoch). */
  staleAt: number;
  /** The session, or null when the token has no live session (such entries are not kept). */
  session: Promise<LoadedSession | null>;
  /** The session once loaded; undefined while the query runs. */
  loaded?: LoadedSession | null;
};

type SessionCache = Map<string, Entry>;

const caches = new WeakMap<Database, SessionCache>();

function cacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Drops the least recently loaded sessions until the cache fits its bound. */
function evict(cache: SessionCache): void {
  for (const key of cache.keys()) {
    if (cache.size <= MAX_SESSIONS) return;
    cache.delete(key);
  }
}

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
  const cache = cacheOf(db);
  let entry = cache.get(tokenHash);
  if (!entry || entry.staleAt <= now) {
    cache.delete(tokenHash);
    const created: Entry = { staleAt: now + SESSION_CACHE_TTL_MS, session: load() };
    entry = created;
    cache.set(tokenHash, created);
    evict(cache);
    created.session.then(
      (session) => {
        created.loaded = session;
        if (!session && cache.get(tokenHash) === created) cache.delete(tokenHash);
      },
      () => {
        if (cache.get(tokenHash) === created) cache.delete(tokenHash);
      },
    );
  }
  const session = await entry.session;
  if (!session) return null;
  if (session.expiresAt <= now) {
    if (cache.get(tokenHash) === entry) cache.delete(tokenHash);
    return null;
  }
  return session;
}

/**
 * Forgets every cached session of a user. Call it once a change that ends sessions or removes
 * the user has been committed: sessions still being read may predate the change, so they are
 * dropped too, and every later request reads the database.
 */
export function invalidateUserSessions(db: Database, userId: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, entry] of cache) {
    if (entry.loaded === undefined || entry.loaded?.userId === userId) cache.delete(key);
  }
}

/** Forgets every cached session, as if each had just been revoked elsewhere. */
export function clearSessionCache(db: Database): void {
  caches.delete(db);
}
