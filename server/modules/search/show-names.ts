import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordsOf } from './search-terms';

/** Show names read at most; a catalog with more shows knows the first this many by name. */
const SHOW_NAMES_LIMIT = 5000;

type Known = {
  signature: string;
  names: string[];
  /** The names' words of four letters or more, with how many names use each. */
  words: Map<string, number> | null;
};

/**
 * The catalog's show names, read again only when the shows changed (one added, removed or synced):
 * one small statement a request instead of every name. The same array comes back until then, so
 * a caller can prepare its forms of the names once per list.
 */
const known = new WeakMap<Database, Known>();

async function current(database: Database): Promise<Known> {
  const [state] = await database.rows<{ n: number; changed: string | null }>(
    sql`select count(*)::int as n, max(updated_at)::text as changed from shows`,
  );
  const signature = `${state?.n ?? 0} ${state?.changed ?? ''}`;
  const cached = known.get(database);
  if (cached?.signature === signature) return cached;
  const rows = await database.rows<{ name: string }>(
    sql`select distinct name from shows order by name limit ${SHOW_NAMES_LIMIT}`,
  );
  const entry: Known = { signature, names: rows.map((r) => r.name), words: null };
  known.set(database, entry);
  return entry;
}

export async function catalogShowNames(database: Database): Promise<string[]> {
  return (await current(database)).names;
}

/** The words of the catalog's show names ("daily", "planet", "money"), for respelling a typo. */
export async function showNameWords(database: Database): Promise<Map<string, number>> {
  const entry = await current(database);
  if (!entry.words) {
    const words = new Map<string, number>();
    for (const name of entry.names) {
      for (const w of new Set(wordsOf(name))) if (w.length >= 4) words.set(w, (words.get(w) ?? 0) + 1);
    }
    entry.words = words;
  }
  return entry.words;
}
