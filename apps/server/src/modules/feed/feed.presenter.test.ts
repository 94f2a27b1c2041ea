import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { callerPageBody, presentFeedPage, type CachedFeedStory } from './feed.presenter';

const card = (id: string, insightfulCount: number): CachedFeedStory => ({
  id,
  bytes: Buffer.from(`{"_id":"${id}"`),
  insightfulCount,
  loadedAt: 0,
});

const page = presentFeedPage([card('a', 2), card('b', 0)]);
const parse = (body: Buffer) => JSON.parse(body.toString('utf8')) as { result: unknown[] };

describe('callerPageBody', () => {
  it('sends the shared body to a caller with no mark on the page and unchanged counts', () => {
    const shared = callerPageBody(page, 'user-1', (story) => ({
      isMine: false,
      count: story.insightfulCount,
    }));
    expect(shared.body).toBe(page.body);
    expect(shared.gzipped).toBe(page.gzipped);
    expect(parse(shared.body).result).toEqual([
      { _id: 'a', insightfulBy: {}, insightfulCount: 2 },
      { _id: 'b', insightfulBy: {}, insightfulCount: 0 },
    ]);
  });

  it("lays the caller's own mark and newer counts over the shared cards", () => {
    const own = callerPageBody(page, 'user-1', (story) =>
      story.id === 'b' ? { isMine: true, count: 1 } : { isMine: false, count: 2 },
    );
    expect(own.gzipped).toBeNull();
    expect(parse(own.body).result).toEqual([
      { _id: 'a', insightfulBy: {}, insightfulCount: 2 },
      { _id: 'b', insightfulBy: { 'user-1': 1 }, insightfulCount: 1 },
    ]);
    expect(parse(page.body).result[1]).toEqual({ _id: 'b', insightfulBy: {}, insightfulCount: 0 });
  });

  it('serves an empty page as an empty result', () => {
    expect(parse(presentFeedPage([]).body)).toEqual({ result: [] });
  });

  it('keeps a gzip form of a large shared body that inflates to the same bytes', () => {
    const large = presentFeedPage(
      Array.from({ length: 20 }, (_, index) => ({
        ...card(`story-${index}`, index),
        bytes: Buffer.from(`{"_id":"story-${index}","viewShortSummary250":"${'word '.repeat(40)}"`),
      })),
    );
    expect(large.gzipped).not.toBeNull();
    expect(gunzipSync(large.gzipped as Buffer).equals(large.body)).toBe(true);
    expect(page.gzipped).toBeNull();
  });
});
