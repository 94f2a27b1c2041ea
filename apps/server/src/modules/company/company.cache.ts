import type { Database } from '../../db/database';

type Entry<T> = { version: string; value: Promise<T>; size: number };

/**
 * A least-recently-used cache of values computed from the database, per database. Each entry
 * carries the version of the data it was computed from (e.g. the story's update time): a
 * lookup with another version computes the value again, so a changed story or company is
 * never served from an older computation. Concurrent lookups of one key share one computation;
 * a failed computation is not kept.
 */
export class VersionedCache<T> {
  private readonly caches = new WeakMap<Database, Map<string, Entry<T>>>();

  /**
   * @param maxSize the most the cache holds, in the units of `sizeOf` (entries by default).
   * @param sizeOf the size of a computed value, e.g. its serialized length.
   */
  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: T) => number = () => 1,
  ) {}

  private entriesOf(db: Database): Map<string, Entry<T>> {
    let entries = this.caches.get(db);
    if (!entries) {
      entries = new Map();
      this.caches.set(db, entries);
    }
    return entries;
  }

  /** The value of `key` at `version`, computed by `compute` unless it is cached. */
  get(db: Database, key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const entries = this.entriesOf(db);
    const cached = entries.get(key);
    if (cached && cached.version === version) {
      // Re-inserted, so that the map's order stays least recently used first.
      entries.delete(key);
      entries.set(key, cached);
      return cached.value;
    }
    const entry: Entry<T> = { version, value: compute(), size: 0 };
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (entries.get(key) !== entry) return;
        entry.size = this.sizeOf(value);
        this.evict(entries);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  }

  /** Forgets every cached value of the database. */
  clear(db: Database): void {
    this.caches.delete(db);
  }

  private evict(entries: Map<string, Entry<T>>): void {
    let total = 0;
    for (const entry of entries.values()) total += entry.size;
    for (const [key, entry] of entries) {
      if (total <= this.maxSize) return;
      entries.delete(key);
      total -= entry.size;
    }
  }
}
