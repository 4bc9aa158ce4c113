import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wordsOf } from './search-terms';

/** Show names read at most; a catalog with more shows knows the first this many by name. */
const SHOW_NAMES_LIMIT = 5000;

type Known = {
  signature: string;
  names: string[];
  /** See catalogNames. */
  publishers: string[];
  /** See showNameVocabulary; worked out on first use. */
  vocabulary: { words: Map<string, number>; joined: Map<string, string> } | null;
};

/**
 * The catalog's show names, read again only when the shows changed (one added, removed or synced):
 * one small statement a request instead of every name. The same array comes back until then, so
 * a caller can prepare its forms of the names once per list.
 */
const known = new WeakMap<Database, Known>();

async function current(database: Database): Promise<Known> {
  // Which shows there are (their ids) and when one last changed: a show removed and another added
  // in its place changes the ids, whatever the clocks of the processes that wrote them.
  const [state] = await database.rows<{ n: number; ids: string; changed: string | null }>(
    sql`select count(*)::int as n, coalesce(sum(hashtext(id::text)), 0)::text as ids, max(updated_at)::text as changed from shows`,
  );
  const signature = `${state?.n ?? 0} ${state?.ids ?? ''} ${state?.changed ?? ''}`;
  const cached = known.get(database);
  if (cached?.signature === signature) return cached;
  const rows = await database.rows<{ name: string }>(
    sql`select distinct name from shows order by name limit ${SHOW_NAMES_LIMIT}`,
  );
  const names = rows.map((r) => r.name);
  const named = new Set(names.map((n) => n.toLowerCase()));
  const hosts = await database.rows<{ host: string }>(
    sql`select distinct btrim(host) as host from shows where host is not null order by 1 limit ${SHOW_NAMES_LIMIT}`,
  );
  const publishers = hosts.map((r) => r.host).filter((h) => sayable(h) && !named.has(h.toLowerCase()));
  const entry: Known = { signature, names, publishers, vocabulary: null };
  known.set(database, entry);
  return entry;
}

export async function catalogShowNames(database: Database): Promise<string[]> {
  return (await current(database)).names;
}

/**
 * The show names, and who puts the shows out as their feeds name them ("NPR", "The New York
 * Times"): a listener asks for "something from NPR". Only publishers a listener would say: not an
 * address, a list of hosts or a show's own name. The same arrays come back until the shows change.
 */
export async function catalogNames(database: Database): Promise<{ shows: string[]; publishers: string[] }> {
  const { names, publishers } = await current(database);
  return { shows: names, publishers };
}

/** A name of one to five words, with no address, list or description in it. */
const sayable = (name: string) =>
  name.length >= 2 &&
  name.length <= 40 &&
  !/[@,;/\\|()<>＞:]|\s[-–]\s|https?|www\.|\.(com|org|net|fm)\b/i.test(name) &&
  /\p{L}/u.test(name) &&
  name.split(/\s+/).length <= 5;

/** A run of words written together is taken for a name's only from this many letters ("thedaily"). */
const MIN_JOINED = 6;

/**
 * What respelling compares a typed word with, worked out once per list of names (one statement
 * checks the list is current):
 * - `words`: the names' words of four letters or more ("daily", "planet", "money"), with how many
 *   names use each;
 * - `joined`: each run of two or more neighbouring words of a name written without spaces, to the
 *   words it joins ("planetmoney" is "planet money", "thisamericanlife" "this american life"):
 *   listeners type names as handles and web addresses spell them.
 */
export async function showNameVocabulary(
  database: Database,
): Promise<{ words: Map<string, number>; joined: Map<string, string> }> {
  const entry = await current(database);
  if (!entry.vocabulary) {
    const words = new Map<string, number>();
    const joined = new Map<string, string>();
    for (const name of entry.names) {
      // Split at apostrophes as the respelled criteria are ("Riordan's" is "riordan" and "s"),
      // else a name's possessive would be the closest spelling of the name itself.
      const nameWords = wordsOf(name.replace(/['’]/g, ' '));
      for (const w of new Set(nameWords)) if (w.length >= 4) words.set(w, (words.get(w) ?? 0) + 1);
      for (let from = 0; from < nameWords.length; from++) {
        for (let to = from + 2; to <= nameWords.length; to++) {
          const run = nameWords.slice(from, to);
          const key = run.join('');
          if (key.length >= MIN_JOINED && /^\p{L}+$/u.test(key) && !joined.has(key)) joined.set(key, run.join(' '));
        }
      }
    }
    entry.vocabulary = { words, joined };
  }
  return entry.vocabulary;
}
