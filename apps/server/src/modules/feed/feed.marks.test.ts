import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { FEED_PAGE_TTL_MS } from './feed.cache';
import {
  cachedUserMarks,
  currentInsightfulCount,
  recordMarkChange,
  USER_MARKS_TTL_MS,
} from './feed.marks';

/** The caches only use the database object as a key, so any distinct object will do. */
const aDatabase = () => ({}) as Database;

function marksSource(ids: string[]) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return [...ids];
    },
    calls: () => calls,
  };
}

describe('cachedUserMarks', () => {
  it('reads a user marks once for concurrent and later pages', async () => {
    const db = aDatabase();
    const source = marksSource(['s1', 's2']);
    const [first, second] = await Promise.all([
      cachedUserMarks(db, 'u1', source.load, 0),
      cachedUserMarks(db, 'u1', source.load, 0),
    ]);
    await cachedUserMarks(db, 'u1', source.load, USER_MARKS_TTL_MS - 1);
    expect(source.calls()).toBe(1);
    expect(first).toBe(second);
    expect([...first]).toEqual(['s1', 's2']);
  });

  it('keeps each user apart', async () => {
    const db = aDatabase();
    await cachedUserMarks(db, 'u1', marksSource(['s1']).load, 0);
    const other = await cachedUserMarks(db, 'u2', marksSource([]).load, 0);
    expect(other.has('s1')).toBe(false);
  });

  it('reads the marks again once they are stale', async () => {
    const db = aDatabase();
    const source = marksSource(['s1']);
    await cachedUserMarks(db, 'u1', source.load, 0);
    await cachedUserMarks(db, 'u1', source.load, USER_MARKS_TTL_MS);
    expect(source.calls()).toBe(2);
  });

  it('reads the marks again after the user marks a story', async () => {
    const db = aDatabase();
    const before = marksSource([]);
    await cachedUserMarks(db, 'u1', before.load, 0);
    recordMarkChange(db, { userId: 'u1', storyId: 's9', count: 1 }, 10);
    const after = await cachedUserMarks(db, 'u1', marksSource(['s9']).load, 20);
    expect(after.has('s9')).toBe(true);
  });

  it('does not keep a failed read', async () => {
    const db = aDatabase();
    const failing = cachedUserMarks(db, 'u1', () => Promise.reject(new Error('down')), 0);
    await expect(failing).rejects.toThrow('down');
    await expect(cachedUserMarks(db, 'u1', marksSource(['s1']).load, 1)).resolves.toEqual(
      new Set(['s1']),
    );
  });
});

describe('currentInsightfulCount', () => {
  it('shows a later mark on a page read before it, and the page count on a newer page', () => {
    const db = aDatabase();
    recordMarkChange(db, { userId: 'u1', storyId: 's1', count: 4 }, 1_000);
    expect(currentInsightfulCount(db, 's1', 3, 500)).toBe(4);
    expect(currentInsightfulCount(db, 's1', 7, 2_000)).toBe(7);
    expect(currentInsightfulCount(db, 's2', 2, 500)).toBe(2);
  });

  it('forgets counts older than any cached page', () => {
    const db = aDatabase();
    recordMarkChange(db, { userId: 'u1', storyId: 's1', count: 4 }, 0);
    recordMarkChange(db, { userId: 'u2', storyId: 's2', count: 1 }, FEED_PAGE_TTL_MS + 1);
    expect(currentInsightfulCount(db, 's1', 3, 0)).toBe(3);
    expect(currentInsightfulCount(db, 's2', 0, 0)).toBe(1);
  });
});
