import type { Database } from '../../db/database';
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

type MarksEntry = { expiresAt: number; marks: Promise<ReadonlySet<string>> };

/** A story's insightful count as a mark in this process left it, and when. */
type LiveCount = { count: number; at: number };

type MarksState = { users: Map<string, MarksEntry>; counts: Map<string, LiveCount> };

const states = new WeakMap<Database, MarksState>();

function stateOf(db: Database): MarksState {
  let state = states.get(db);
  if (!state) {
    state = { users: new Map(), counts: new Map() };
    states.set(db, state);
  }
  return state;
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
  const { users } = stateOf(db);
  const hit = users.get(userId);
  if (hit && hit.expiresAt > now) {
    users.delete(userId);
    users.set(userId, hit);
    return hit.marks;
  }
  const entry: MarksEntry = {
    expiresAt: now + USER_MARKS_TTL_MS,
    marks: load().then((ids) => new Set(ids)),
  };
  users.delete(userId);
  users.set(userId, entry);
  entry.marks.catch(() => {
    if (users.get(userId) === entry) users.delete(userId);
  });
  for (const key of users.keys()) {
    if (users.size <= MAX_USERS) break;
    users.delete(key);
  }
  return entry.marks;
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
  const { users, counts } = stateOf(db);
  users.delete(change.userId);
  counts.delete(change.storyId);
  counts.set(change.storyId, { count: change.count, at: now });
  // A cached page outlives a count by at most its own lifetime: older counts can never win.
  for (const [storyId, live] of counts) {
    if (counts.size <= MAX_COUNTS && live.at > now - FEED_PAGE_TTL_MS) break;
    counts.delete(storyId);
  }
}

/** Forgets a user's marks, for an account that is removed or loses its likes. */
export function forgetUserMarks(db: Database, userId: string): void {
  stateOf(db).users.delete(userId);
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
  const live = stateOf(db).counts.get(storyId);
  return live && live.at >= loadedAt ? live.count : pageCount;
}
