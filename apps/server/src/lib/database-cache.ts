import type { Database } from '../db/database';

/** How a {@link DatabaseCache} keeps what it loads. */
export type CachePolicy<T> = {
  /** The most entries kept per database. */
  maxEntries: number;
  /** The most kept per database in the units of `sizeOf`; unbounded when absent. */
  maxSize?: number;
  /** The size of a loaded value, e.g. its length in bytes (0 when absent). */
  sizeOf?: (value: T) => number;
  /** How long a value is served after it was asked for; for ever when absent. */
  ttlMs?: number;
  /** Whether a loaded value is kept; a refused value is returned to its callers and not kept. */
  keep?: (value: T) => boolean;
};

/** What a lookup asks of a cached value besides its key. */
export type CacheLookup = {
  /**
   * The version of the data the value is computed from (an update time, a publication count):
   * a value cached at another version is loaded again.
   */
  version?: string | number;
  /** The time of the lookup in ms since the epoch (now by default). */
  now?: number;
};

type Entry<T> = {
  value: Promise<T>;
  /** The value once it has loaded. */
  loaded?: { value: T };
  version: string | number | undefined;
  staleAt: number;
  size: number;
};

type Entries<T> = { map: Map<string, Entry<T>>; size: number };

/**
 * Values loaded from a database by key, one least-recently-used map per database. Concurrent
 * lookups of a key wait for one load, a failed load is not kept, and the policy bounds what is
 * kept: entries, total size, lifetime and which values are worth keeping. Every cache of the
 * server is one of these, so that each states its policy and none re-implements the mechanics.
 */
export class DatabaseCache<T> {
  private readonly databases = new WeakMap<Database, Entries<T>>();

  constructor(private readonly policy: CachePolicy<T>) {}

  /** The value of `key`, from the cache or loaded by `load`. */
  get(db: Database, key: string, load: () => Promise<T>, lookup: CacheLookup = {}): Promise<T> {
    const entries = this.entriesOf(db);
    const now = lookup.now ?? Date.now();
    const hit = entries.map.get(key);
    if (hit && hit.version === lookup.version && hit.staleAt > now) {
      // Re-inserted on every use: the map's order is least recently used first.
      entries.map.delete(key);
      entries.map.set(key, hit);
      return hit.value;
    }
    this.remove(entries, key);
    const entry: Entry<T> = {
      value: load(),
      version: lookup.version,
      staleAt: now + (this.policy.ttlMs ?? Number.POSITIVE_INFINITY),
      size: 0,
    };
    entries.map.set(key, entry);
    entry.value.then(
      (value) => {
        if (entries.map.get(key) !== entry) return;
        if (this.policy.keep && !this.policy.keep(value)) {
          this.remove(entries, key);
          return;
        }
        entry.loaded = { value };
        entry.size = this.policy.sizeOf?.(value) ?? 0;
        entries.size += entry.size;
        this.evict(entries);
      },
      () => {
        if (entries.map.get(key) === entry) this.remove(entries, key);
      },
    );
    this.evict(entries);
    return entry.value;
  }

  /** Forgets `key`, so that its next lookup loads it again. */
  delete(db: Database, key: string): void {
    const entries = this.databases.get(db);
    if (entries) this.remove(entries, key);
  }

  /**
   * Forgets every entry whose value passes `test`; an entry still loading is tested with
   * `undefined`, since it may have been read before the change that calls for forgetting.
   */
  deleteWhere(db: Database, test: (value: T | undefined) => boolean): void {
    const entries = this.databases.get(db);
    if (!entries) return;
    for (const [key, entry] of entries.map) {
      if (test(entry.loaded?.value)) this.remove(entries, key);
    }
  }

  /** Forgets every entry of the database. */
  clear(db: Database): void {
    this.databases.delete(db);
  }

  private entriesOf(db: Database): Entries<T> {
    let entries = this.databases.get(db);
    if (!entries) {
      entries = { map: new Map(), size: 0 };
      this.databases.set(db, entries);
    }
    return entries;
  }

  private remove(entries: Entries<T>, key: string): void {
    const entry = entries.map.get(key);
    if (!entry) return;
    entries.size -= entry.size;
    entries.map.delete(key);
  }

  /** Drops the least recently used entries until the database's entries fit the policy. */
  private evict(entries: Entries<T>): void {
    const maxSize = this.policy.maxSize ?? Number.POSITIVE_INFINITY;
    for (const key of entries.map.keys()) {
      if (entries.map.size <= this.policy.maxEntries && entries.size <= maxSize) return;
      this.remove(entries, key);
    }
  }
}
