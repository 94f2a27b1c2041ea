import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { VersionedCache } from './company.cache';

const db = {} as Database;
const otherDb = {} as Database;

/** A computation that counts its runs. */
function counter(value: string) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    return value;
  };
  return { calls, compute };
}

describe('VersionedCache', () => {
  it('computes once per key and version, and again for another version', async () => {
    const cache = new VersionedCache<string>(10);
    const first = counter('a');
    const [one, two] = await Promise.all([
      cache.get(db, 'k', 'v1', first.compute),
      cache.get(db, 'k', 'v1', first.compute),
    ]);
    expect([one, two]).toEqual(['a', 'a']);
    expect(first.calls.count).toBe(1);
    const second = counter('b');
    expect(await cache.get(db, 'k', 'v2', second.compute)).toBe('b');
    expect(second.calls.count).toBe(1);
    // Each database has its own entries.
    expect(await cache.get(otherDb, 'k', 'v2', counter('c').compute)).toBe('c');
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = new VersionedCache<string>(5, (value) => value.length);
    await cache.get(db, 'a', '1', async () => 'aa');
    await cache.get(db, 'b', '1', async () => 'bb');
    await cache.get(db, 'a', '1', async () => 'unused'); // a is now the most recent
    await cache.get(db, 'c', '1', async () => 'cc');
    const b = counter('bb');
    const a = counter('aa');
    await cache.get(db, 'a', '1', a.compute);
    await cache.get(db, 'b', '1', b.compute);
    expect(a.calls.count).toBe(0);
    expect(b.calls.count).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const cache = new VersionedCache<string>(10);
    await expect(
      cache.get(db, 'k', '1', async () => {
        throw new Error('engine failed');
      }),
    ).rejects.toThrow('engine failed');
    expect(await cache.get(db, 'k', '1', async () => 'ok')).toBe('ok');
  });
});
