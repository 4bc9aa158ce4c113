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
  /** Runs of a name's words written together ("planetmoney"), to the words they join ("planet money"). */
  joined: Map<string, string> | null;
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
  const entry: Known = { signature, names: rows.map((r) => r.name), words: null, joined: null };
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

/** A run of words written together is taken for a name's only from this many letters ("thedaily"). */
const MIN_JOINED = 6;

/**
 * Each run of two or more neighbouring words of a show's name, written without spaces, to the
 * words it joins: "giantbomb" is Giant Bomb, "thisamericanlife" This American Life. Listeners type
 * names as handles and web addresses spell them.
 */
export async function joinedShowNames(database: Database): Promise<Map<string, string>> {
  const entry = await current(database);
  if (!entry.joined) {
    const joined = new Map<string, string>();
    for (const name of entry.names) {
      const words = wordsOf(name);
      for (let from = 0; from < words.length; from++) {
        for (let to = from + 2; to <= words.length; to++) {
          const run = words.slice(from, to);
          const key = run.join('');
          if (key.length >= MIN_JOINED && /^\p{L}+$/u.test(key) && !joined.has(key)) joined.set(key, run.join(' '));
        }
      }
    }
    entry.joined = joined;
  }
  return entry.joined;
}
