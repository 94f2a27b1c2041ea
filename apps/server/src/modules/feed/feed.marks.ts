import type { Database } from '../../db/database';
import { DatabaseCache } from '../../lib/database-cache';
import { FEED_PAGE_TTL_MS } from './feed.cache';

/**
 * How long a user's set of Insightful marks is served without asking the database. A mark made
 * through this process is seen at once; the lifetime bounds how long a mark made through another
 * server process may be missing from this one's pages.
 */
export const USER_MARKS_TTL_MS = 30_000;

/** At most this many users' marks are kept; the least recently used go first. */
const MAX_USERS = 10_000;

/** At most this many recent insightful counts are kept, newest last. */
const MAX_COUNTS = 50_000;

/** A story's insightful count as a mark in this process left it, and when. */
type LiveCount = { count: number; at: number };

const userMarks = new DatabaseCache<ReadonlySet<string>>({
  ttlMs: USER_MARKS_TTL_MS,
  maxEntries: MAX_USERS,
});

const liveCounts = new WeakMap<Database, Map<string, LiveCount>>();

function countsOf(db: Database): Map<string, LiveCount> {
  let counts = liveCounts.get(db);
  if (!counts) {
    counts = new Map();
    liveCounts.set(db, counts);
  }
  return counts;
}

/**
 * The ids of the stories a user marked Insightful, loading them once when missing or stale:
 * concurrent requests of one user wait for one query. A failed load is not kept.
 */
export function cachedUserMarks(
  db: Database,
  userId: string,
  load: () => Promise<readonly string[]>,
  now: number = Date.now(),
): Promise<ReadonlySet<string>> {
  return userMarks.get(db, userId, () => load().then((ids) => new Set(ids)), { now });
}

/**
 * Records a mark the user just made or took back: their marks are read again on their next
 * page (a load already under way may predate the change), and every page served from now on
 * shows the story's new count, however old the cached page is.
 */
export function recordMarkChange(
  db: Database,
  change: { userId: string; storyId: string; count: number },
  now: number = Date.now(),
): void {
  userMarks.delete(db, change.userId);
  const counts = countsOf(db);
  counts.delete(change.storyId);
  counts.set(change.storyId, { count: change.count, at: now });
  // A cached page outlives a count by at most its own lifetime: older counts can never win.
  for (const [storyId, live] of counts) {
    if (counts.size <= MAX_COUNTS && live.at > now - FEED_PAGE_TTL_MS) break;
    counts.delete(storyId);
  }
}

/**
 * The story's count as a page loaded at `loadedAt` should show it: the count a later mark in
 * this process left, else the page's own.
 */
export function currentInsightfulCount(
  db: Database,
  storyId: string,
  pageCount: number,
  loadedAt: number,
): number {
  const live = countsOf(db).get(storyId);
  return live && live.at >= loadedAt ? live.count : pageCount;
}
