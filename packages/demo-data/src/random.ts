/**
 * A small seeded pseudo-random generator (sfc32) and the helpers the demo data generator needs.
 * Everything derives from a seed and string labels, never from the clock, so the same seed and
 * options always produce the same data.
 */

/** A 32-bit FNV-1a hash of a string, used to turn labels into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks `count` distinct items (fewer if the list is shorter), in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** Picks an item with probability proportional to its weight. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
  /** Returns a shuffled copy. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** A value spread roughly normally around `mean` (sum of uniforms). */
  normal: (mean: number, spread: number) => number;
  /** A random UUID (version 4 layout) drawn from this stream. */
  uuid: () => string;
};

/** Creates a generator from a seed and any number of labels (e.g. `'company', 12`). */
export function createRandom(seed: number, ...labels: (string | number)[]): Random {
  const key = `${seed}|${labels.join('|')}`;
  const next = sfc32(
    hashString(`a:${key}`),
    hashString(`b:${key}`),
    hashString(`c:${key}`),
    hashString(`d:${key}`),
  );
  // The first outputs of sfc32 are poorly mixed; discard them.
  for (let index = 0; index < 12; index += 1) next();

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };

  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let target = next() * total;
      for (const [item, weight] of items) {
        target -= weight;
        if (target < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    shuffle,
    normal: (mean, spread) => mean + ((next() + next() + next()) / 1.5 - 1) * spread,
    uuid: () => {
      const hex = Array.from({ length: 4 }, () =>
        Math.floor(next() * 4294967296)
          .toString(16)
          .padStart(8, '0'),
      ).join('');
      const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

/** A deterministic UUID for a labelled entity, so ids can be computed without generating it. */
export function stableUuid(seed: number, ...labels: (string | number)[]): string {
  return createRandom(seed, 'uuid', ...labels).uuid();
}
