import { describe, expect, it } from 'vitest';
import { SizedLru } from './sized-lru';

const lru = (maxEntries: number, maxSize: number) =>
  new SizedLru<string>({ maxEntries, maxSize, sizeOf: (value) => value.length });

describe('SizedLru', () => {
  it('drops the least recently used value beyond its entries', () => {
    const cache = lru(2, 100);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual(['A', 'C']);
  });

  it('drops the least recently used values beyond its size, and keeps no value larger than it', () => {
    const cache = lru(10, 10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.set('c', 'cccc');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bbbb');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('c')).toBe('cccc');
  });

  it('counts a replaced value once', () => {
    const cache = lru(10, 10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaa');
    cache.set('b', 'bbbbb');
    expect([cache.get('a'), cache.get('b')]).toEqual(['aaaaa', 'bbbbb']);
  });
});
