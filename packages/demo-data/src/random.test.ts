import { describe, expect, it } from 'vitest';
import { createRandom, hashString, stableUuid } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and labels', () => {
    const first = createRandom(42, 'label', 3);
    const second = createRandom(42, 'label', 3);
    const a = Array.from({ length: 50 }, () => first.next());
    const b = Array.from({ length: 50 }, () => second.next());
    expect(a).toEqual(b);
  });

  it('gives different sequences for different seeds or labels', () => {
    expect(createRandom(1, 'x').next()).not.toBe(createRandom(2, 'x').next());
    expect(createRandom(1, 'x').next()).not.toBe(createRandom(1, 'y').next());
  });

  it('keeps int, float and pick inside their bounds', () => {
    const random = createRandom(7);
    for (let index = 0; index < 2000; index += 1) {
      const value = random.int(3, 9);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      const float = random.float(-1, 1);
      expect(float).toBeGreaterThanOrEqual(-1);
      expect(float).toBeLessThan(1);
      expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
    }
  });

  it('reaches every integer of a small range', () => {
    const random = createRandom(11);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(0, 4)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('follows the weights in weighted picks', () => {
    const random = createRandom(5);
    const counts = { rare: 0, common: 0 };
    for (let index = 0; index < 10_000; index += 1) {
      counts[
        random.weighted([
          ['rare', 1],
          ['common', 9],
        ] as const)
      ] += 1;
    }
    expect(counts.common / 10_000).toBeGreaterThan(0.87);
    expect(counts.common / 10_000).toBeLessThan(0.93);
  });

  it('shuffles without losing or duplicating items, and samples distinct items', () => {
    const random = createRandom(9);
    const items = Array.from({ length: 30 }, (_, index) => index);
    const shuffled = random.shuffle(items);
    expect(shuffled).not.toEqual(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    const sample = random.sample(items, 10);
    expect(new Set(sample).size).toBe(10);
  });

  it('throws when picking from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow(/empty/);
  });
});

describe('stableUuid', () => {
  it('is a version 4 layout UUID that depends only on its inputs', () => {
    const id = stableUuid(1, 'company', 0);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableUuid(1, 'company', 0)).toBe(id);
    expect(stableUuid(1, 'company', 1)).not.toBe(id);
  });

  it('hashes strings to unsigned 32-bit integers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('abc')).toBeGreaterThan(0);
    expect(hashString('abc')).toBeLessThan(2 ** 32);
  });
});
