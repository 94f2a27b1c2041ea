import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { DatabaseCache } from './database-cache';

/** The cache only uses the database object as a key, so any distinct object will do. */
const aDatabase = () => ({}) as Database;

/** A load that counts its runs. */
function counter<T>(value: T) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    return value;
  };
  return { calls, load };
}

describe('DatabaseCache', () => {
  it('loads once per key and version, and again for another version or database', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string>({ maxEntries: 10 });
    const first = counter('a');
    const [one, two] = await Promise.all([
      cache.get(db, 'k', first.load, { version: 'v1' }),
      cache.get(db, 'k', first.load, { version: 'v1' }),
    ]);
    expect([one, two]).toEqual(['a', 'a']);
    expect(first.calls.count).toBe(1);

    const second = counter('b');
    expect(await cache.get(db, 'k', second.load, { version: 'v2' })).toBe('b');
    expect(await cache.get(db, 'k', second.load, { version: 'v2' })).toBe('b');
    expect(second.calls.count).toBe(1);
    expect(await cache.get(aDatabase(), 'k', counter('c').load, { version: 'v2' })).toBe('c');
  });

  it('serves a value for its lifetime and loads it again after', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string>({ maxEntries: 10, ttlMs: 1_000 });
    const source = counter('a');
    await cache.get(db, 'k', source.load, { now: 5_000 });
    await cache.get(db, 'k', source.load, { now: 5_999 });
    expect(source.calls.count).toBe(1);
    await cache.get(db, 'k', source.load, { now: 6_000 });
    expect(source.calls.count).toBe(2);
  });

  it('drops the least recently used entries beyond its entry bound', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string>({ maxEntries: 2 });
    await cache.get(db, 'a', async () => 'a');
    await cache.get(db, 'b', async () => 'b');
    await cache.get(db, 'a', async () => 'unused'); // a is now the most recent
    await cache.get(db, 'c', async () => 'c');
    const a = counter('a');
    const b = counter('b');
    await cache.get(db, 'a', a.load);
    await cache.get(db, 'b', b.load);
    expect(a.calls.count).toBe(0);
    expect(b.calls.count).toBe(1);
  });

  it('drops the least recently used entries beyond its size bound', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string>({
      maxEntries: 100,
      maxSize: 5,
      sizeOf: (value) => value.length,
    });
    await cache.get(db, 'a', async () => 'aa');
    await cache.get(db, 'b', async () => 'bb');
    await cache.get(db, 'a', async () => 'unused');
    await cache.get(db, 'c', async () => 'cc');
    const a = counter('aa');
    const b = counter('bb');
    await cache.get(db, 'a', a.load);
    await cache.get(db, 'b', b.load);
    expect(a.calls.count).toBe(0);
    expect(b.calls.count).toBe(1);
  });

  it('gives the size of a replaced or forgotten entry back', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string>({
      maxEntries: 100,
      maxSize: 4,
      sizeOf: (value) => value.length,
    });
    await cache.get(db, 'a', async () => 'aa', { version: 1 });
    await cache.get(db, 'a', async () => 'aa', { version: 2 });
    await cache.get(db, 'gone', async () => 'gg');
    cache.delete(db, 'gone');
    await cache.get(db, 'b', async () => 'bb');
    const a = counter('aa');
    await cache.get(db, 'a', a.load, { version: 2 });
    expect(a.calls.count).toBe(0);
  });

  it('does not keep a failed load or a value the policy refuses', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<string | null>({
      maxEntries: 10,
      keep: (value) => value !== null,
    });
    await expect(
      cache.get(db, 'k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get(db, 'k', async () => null)).toBeNull();
    expect(await cache.get(db, 'k', async () => 'ok')).toBe('ok');
    expect(await cache.get(db, 'k', async () => 'unused')).toBe('ok');
  });

  it('forgets the entries a test picks, and those still loading', async () => {
    const db = aDatabase();
    const cache = new DatabaseCache<{ owner: string }>({ maxEntries: 10 });
    await cache.get(db, 'mine', async () => ({ owner: 'me' }));
    await cache.get(db, 'theirs', async () => ({ owner: 'them' }));
    let finish: (value: { owner: string }) => void = () => undefined;
    const pending = cache.get(db, 'loading', () => new Promise((resolve) => (finish = resolve)));

    cache.deleteWhere(db, (value) => value === undefined || value.owner === 'me');
    finish({ owner: 'them' });
    await pending;

    const reads = { mine: counter({ owner: 'me' }), theirs: counter({ owner: 'them' }) };
    const loading = counter({ owner: 'them' });
    await cache.get(db, 'mine', reads.mine.load);
    await cache.get(db, 'theirs', reads.theirs.load);
    await cache.get(db, 'loading', loading.load);
    expect([reads.mine.calls.count, reads.theirs.calls.count, loading.calls.count]).toEqual([
      1, 0, 1,
    ]);
  });

  it('forgets a whole database on clear', async () => {
    const db = aDatabase();
    const other = aDatabase();
    const cache = new DatabaseCache<string>({ maxEntries: 10 });
    await cache.get(db, 'k', async () => 'a');
    await cache.get(other, 'k', async () => 'b');
    cache.clear(db);
    const reload = counter('a');
    await cache.get(db, 'k', reload.load);
    expect(reload.calls.count).toBe(1);
    expect(await cache.get(other, 'k', async () => 'unused')).toBe('b');
  });
});
