import type { Database } from '../../db/database';
import type { CachedFeedPage } from './feed.presenter';

/** At most this many pages and bytes of cards per database. */
const MAX_PAGES = 4_000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * How long a page is served without asking the database. Publishing in this process clears the
 * cache at once; the lifetime bounds how long another server process may show an older page.
 */
export const FEED_PAGE_TTL_MS = 60_000;

type Entry = {
  version: number;
  expiresAt: number;
  page: Promise<CachedFeedPage>;
  /** Bytes of the serialized cards and body, known once the page has loaded. */
  bytes: number;
};

type PageCache = { entries: Map<string, Entry>; bytes: number };

/** Bumped by every publication; entries of an older version are never served. */
let version = 0;

const caches = new WeakMap<Database, PageCache>();

function cacheOf(db: Database): PageCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), bytes: 0 };
    caches.set(db, cache);
  }
  return cache;
}

function remove(cache: PageCache, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.bytes -= entry.bytes;
  cache.entries.delete(key);
}

/** Drops the least recently used pages until the cache fits its bounds. */
function evict(cache: PageCache): void {
  for (const key of cache.entries.keys()) {
    if (cache.entries.size <= MAX_PAGES && cache.bytes <= MAX_BYTES) return;
    remove(cache, key);
  }
}

/**
 * Forgets every cached feed page. Call it whenever a story is published, changed or removed so
 * that the next request reads the database.
 */
export function invalidateFeedCache(): void {
  version += 1;
}

/** The current publication version: it changes whenever the feed cache is invalidated. */
export function feedCacheVersion(): number {
  return version;
}

/**
 * A page from the shared cache, loading it once when missing or stale: concurrent requests for
 * the same page wait for one query. A failed load is not kept.
 */
export function cachedFeedPage(
  db: Database,
  key: string,
  load: () => Promise<CachedFeedPage>,
  now: number = Date.now(),
): Promise<CachedFeedPage> {
  const cache = cacheOf(db);
  const hit = cache.entries.get(key);
  if (hit && hit.version === version && hit.expiresAt > now) {
    // Map order is insertion order: moving a hit to the end keeps the least recent first.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.page;
  }
  remove(cache, key);
  const entry: Entry = { version, expiresAt: now + FEED_PAGE_TTL_MS, page: load(), bytes: 0 };
  cache.entries.set(key, entry);
  entry.page.then(
    (page) => {
      if (cache.entries.get(key) !== entry) return;
      const bodies = page.body.length + (page.gzipped?.length ?? 0);
      entry.bytes = page.cards.reduce((sum, card) => sum + card.bytes.length, bodies);
      cache.bytes += entry.bytes;
      evict(cache);
    },
    () => {
      if (cache.entries.get(key) === entry) remove(cache, key);
    },
  );
  evict(cache);
  return entry.page;
}
