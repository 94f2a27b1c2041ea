import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { cachedFeedPage, FEED_PAGE_TTL_MS, invalidateFeedCache } from './feed.cache';
import { presentFeedPage, type CachedFeedStory } from './feed.presenter';

/** The cache only uses the database object as a key, so any distinct object will do. */
const aDatabase = () => ({}) as Database;

function counter(
  cards: CachedFeedStory[] = [
    { id: 'a', bytes: Buffer.from('{"_id":"a"'), insightfulCount: 0, loadedAt: 0 },
  ],
) {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return presentFeedPage(cards);
    },
    calls: () => calls,
  };
}

describe('cachedFeedPage', () => {
  it('loads a page once for concurrent and later callers', async () => {
    const db = aDatabase();
    const source = counter();
    const pages = await Promise.all([
      cachedFeedPage(db, 'news|all|0', source.load),
      cachedFeedPage(db, 'news|all|0', source.load),
    ]);
    await cachedFeedPage(db, 'news|all|0', source.load);
    expect(source.calls()).toBe(1);
    expect(pages[0]).toBe(pages[1]);
  });

  it('reloads after invalidation and after the lifetime', async () => {
    const db = aDatabase();
    const source = counter();
    const now = Date.now();
    await cachedFeedPage(db, 'k', source.load, now);
    invalidateFeedCache();
    await cachedFeedPage(db, 'k', source.load, now);
    expect(source.calls()).toBe(2);
    await cachedFeedPage(db, 'k', source.load, now + FEED_PAGE_TTL_MS - 1);
    expect(source.calls()).toBe(2);
    await cachedFeedPage(db, 'k', source.load, now + FEED_PAGE_TTL_MS + 1);
    expect(source.calls()).toBe(3);
  });

  it('keeps pages of different databases and keys apart, and forgets a failed load', async () => {
    const first = aDatabase();
    const second = aDatabase();
    const source = counter();
    await cachedFeedPage(first, 'k', source.load);
    await cachedFeedPage(second, 'k', source.load);
    await cachedFeedPage(first, 'other', source.load);
    expect(source.calls()).toBe(3);

    const failing = cachedFeedPage(first, 'broken', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    await cachedFeedPage(first, 'broken', source.load);
    expect(source.calls()).toBe(4);
  });
});
