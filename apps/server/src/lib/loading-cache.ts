import type { Database } from '../db/database';

type Entry<T> = { staleAt: number; value: Promise<T> };

/**
 * Values loaded from a database by key and served for a fixed lifetime, one map per database.
 * Concurrent lookups of a key wait for one load; a failed load is not kept; past `maxSize`
 * keys the least recently used go first. `delete` drops a key whose data changed.
 */
export class LoadingCache<T> {
  private readonly maps = new WeakMap<Database, Map<string, Entry<T>>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
  ) {}

  private mapOf(db: Database): Map<string, Entry<T>> {
    let map = this.maps.get(db);
    if (!map) {
      map = new Map();
      this.maps.set(db, map);
    }
    return map;
  }

  /** The value of `key`, from the cache or loaded by `load`. */
  get(db: Database, key: string, load: () => Promise<T>, now: number = Date.now()): Promise<T> {
    const map = this.mapOf(db);
    const hit = map.get(key);
    // Re-inserted on every use: the map's order is least recently used first.
    map.delete(key);
    if (hit && hit.staleAt > now) {
      map.set(key, hit);
      return hit.value;
    }
    const entry: Entry<T> = { staleAt: now + this.ttlMs, value: load() };
    map.set(key, entry);
    entry.value.catch(() => {
      if (map.get(key) === entry) map.delete(key);
    });
    for (const oldest of map.keys()) {
      if (map.size <= this.maxSize) break;
      map.delete(oldest);
    }
    return entry.value;
  }

  /** Forgets `key`, so that its next lookup loads it again. */
  delete(db: Database, key: string): void {
    this.maps.get(db)?.delete(key);
  }
}
