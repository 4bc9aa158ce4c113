import type { Database } from '../db/client';

/**
 * A map that keeps the entries used most recently, at most `size` of them: two generations of
 * `size / 2`. New and reused entries go into the young one; when it is full it becomes the old
 * one and the old one is forgotten. A read costs a lookup or two and moves nothing, unlike an
 * exact least-recently-used order, which deletes and inserts on every read.
 */
export class RecentMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const old = this.old.get(key);
    if (old !== undefined) this.add(key, old);
    return old;
  }

  set(key: K, value: V): void {
    this.old.delete(key);
    this.add(key, value);
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  private add(key: K, value: V): void {
    this.young.set(key, value);
    if (this.young.size >= Math.max(1, this.size / 2)) {
      this.old = this.young;
      this.young = new Map();
    }
  }
}

/** A map of the `size` most recently used entries for each database, made on first use. */
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
