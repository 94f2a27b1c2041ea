import type { Database } from '../../db/database';
import { DatabaseCache } from '../../lib/database-cache';
import type { CachedFeedPage } from './feed.presenter';

/**
 * How long a page is served without asking the database. Publishing in this process clears the
 * cache at once; the lifetime bounds how long another server process may show an older page.
 */
export const FEED_PAGE_TTL_MS = 60_000;

/** Bumped by every publication; pages cached at an older version are never served. */
let version = 0;

/** At most 4,000 pages and 64 MB of cards and bodies per database. */
const pages = new DatabaseCache<CachedFeedPage>({
  ttlMs: FEED_PAGE_TTL_MS,
  maxEntries: 4_000,
  maxSize: 64 * 1024 * 1024,
  sizeOf: (page) =>
    page.cards.reduce(
      (sum, card) => sum + card.bytes.length,
      page.body.length + (page.gzipped?.length ?? 0),
    ),
});

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
  return pages.get(db, key, load, { version, now });
}
