/** How a {@link SizedLru} bounds what it keeps. */
export type SizedLruPolicy<T> = {
  /** The most entries kept. */
  maxEntries: number;
  /** The most kept in the units of `sizeOf`. */
  maxSize: number;
  /** The size of a value, e.g. its length in characters. */
  sizeOf: (value: T) => number;
};

/**
 * Values by key, least recently used first out, bounded by count and total size. For a cache
 * that has no database to be keyed by (a worker thread's), where {@link DatabaseCache} is not
 * usable; a value larger than the whole budget is not kept.
 */
export class SizedLru<T> {
  private readonly entries = new Map<string, { value: T; size: number }>();
  private size = 0;

  constructor(private readonly policy: SizedLruPolicy<T>) {}

  /** The value of `key`, now the most recently used, or undefined. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted on every use: the map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key`, dropping the least recently used values beyond the bounds. */
  set(key: string, value: T): void {
    this.delete(key);
    const size = this.policy.sizeOf(value);
    if (size > this.policy.maxSize) return;
    this.entries.set(key, { value, size });
    this.size += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.policy.maxEntries && this.size <= this.policy.maxSize) break;
      this.entries.delete(oldest);
      this.size -= entry.size;
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.size;
  }
}
