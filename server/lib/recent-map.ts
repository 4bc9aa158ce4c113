import type { Database } from '../db/client';

/**
 * A map that keeps at most `size` entries and forgets the least recently used first: Map keeps
 * insertion order, so a read moves its entry to the end and the first entry is the oldest.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

/** A least-recently-used map of `size` entries for each database, made on first use. */
export function perDatabase<V>(size: number): (database: Database) => RecentMap<string, V> {
  const maps = new WeakMap<Database, RecentMap<string, V>>();
  return (database) => {
    let map = maps.get(database);
    if (!map) {
      map = new RecentMap(size);
      maps.set(database, map);
    }
    return map;
  };
}
