import type { Database } from '../../db/client';
import { editDistance } from '../../lib/edit-distance';
import { wordnet } from '../../providers/wordnet/wordnet';
import { conceptQuery, documentFrequencies, wordQuery } from './search.repo';
import { showNameVocabulary } from './show-names';

/** A word typed in two ("bit coin") is joined only as a word of at least this many letters. */
const MIN_JOINED_LETTERS = 6;
/** ... and only when at least this many episodes write it as one word. */
const MIN_JOINED_USES = 3;
/** ... this many times more often than as the two words side by side ("every day" stays). */
const JOINED_MORE_USED = 5;

/** Words shorter than this are left as typed: too many short words are a letter apart. */
const MIN_RESPELLED = 4;

/** A word in at most this many episodes may still be a typo; a real catalog holds a few of each. */
const RARE = 3;
/** How many times more episodes must use the show name's word for a rare word to count as its typo. */
const MORE_USED = 20;

/**
 * The criteria with each likely typo of a show's name spelled as that name spells it: "the dialy"
 * means The Daily, "kitchen tabel" Kitchen Table. A word may be a typo when the dictionary does not
 * know it and at most a few episodes use it. It becomes the closest word of a show name within one
 * edit (two from eight letters on), a swap of two neighbouring letters counting one, when no
 * episode uses the word or many more use the name's word ("mony" in one episode, "money" in
 * hundreds). A name written without its spaces ("giantbomb") gets them back when no episode uses
 * it as one word. Then two words the catalog writes as one are joined (see joinedWords). Null
 * when nothing was respelled.
 */
export async function respelledCriteria(database: Database, criteria: string): Promise<string | null> {
  const named = await respelledNames(database, criteria);
  const joined = await joinedWords(database, named ?? criteria);
  return joined ?? named;
}

/**
 * The criteria with two words joined where the catalog writes them as one: "bit coin" is bitcoin,
 * "face book" Facebook, "corona virus" coronavirus, as speech to text and quick typing split them.
 * A pair is joined when the joined word makes at least MIN_JOINED_LETTERS letters, at least
 * MIN_JOINED_USES episodes use it, and JOINED_MORE_USED times as many as use the two words side
 * by side. Null when nothing was joined.
 */
async function joinedWords(database: Database, criteria: string): Promise<string | null> {
  const parts = criteria.split(/("[^"]*")/);
  const pairs = new Map<string, [string, string]>();
  for (let i = 0; i < parts.length; i += 2) {
    const words = (parts[i] as string).split(/\s+/).filter(Boolean);
    for (let k = 0; k + 1 < words.length; k++) {
      // Punctuation may open the first word or close the second ("(bit coin?)"), not part them.
      const a = (words[k] as string).replace(/^[^\p{L}]+/u, '');
      const b = (words[k + 1] as string).replace(/[^\p{L}]+$/u, '');
      if (!/^\p{L}{2,}$/u.test(a) || !/^\p{L}{2,}$/u.test(b) || a.length + b.length < MIN_JOINED_LETTERS) continue;
      pairs.set(`${a} ${b}`.toLowerCase(), [a, b]);
    }
  }
  if (!pairs.size) return null;
  const keys = [...pairs.keys()];
  const joinedQueries = keys.map((k) => wordQuery(k.replace(' ', '')));
  const sideBySide = keys.map((k) => conceptQuery({ label: k, words: k.split(' '), synonyms: [], weight: 1 }));
  const { df } = await documentFrequencies(database, [...joinedQueries, ...sideBySide]);
  let text = criteria;
  keys.forEach((key, i) => {
    const one = df.get(joinedQueries[i] as string) ?? 0;
    const two = df.get(sideBySide[i] as string) ?? 0;
    if (one < MIN_JOINED_USES || one < JOINED_MORE_USED * two) return;
    const [a, b] = pairs.get(key) as [string, string];
    const pattern = new RegExp(`(?<![\\p{L}"])${a}\\s+${b}(?![\\p{L}"])`, 'gu');
    const segments = text.split(/("[^"]*")/);
    for (let j = 0; j < segments.length; j += 2)
      segments[j] = (segments[j] as string).replace(pattern, `${a}${b.toLowerCase()}`);
    text = segments.join('');
  });
  return text === criteria ? null : text;
}

/** See respelledCriteria: show names' typos. */
async function respelledNames(database: Database, criteria: string): Promise<string | null> {
  // Words in double quotes are taken as typed: that is how a listener searches for one anyway.
  const parts = criteria.split(/("[^"]*")/);
  const unquoted = parts.filter((_, i) => i % 2 === 0).join(' ');
  const words = unquoted.match(/\p{L}+/gu) ?? [];
  const unknown = [
    ...new Set(
      words.map((w) => w.toLowerCase()).filter((w) => w.length >= MIN_RESPELLED && wordnet().primaryPos(w) === null),
    ),
  ];
  if (!unknown.length) return null;
  const uses = await episodeUses(database, unknown);
  const rare = unknown.filter((w) => (uses.get(w) ?? 0) <= RARE);
  if (!rare.length) return null;
  const { words: vocabulary, joined } = await showNameVocabulary(database);
  const fixes = rare.flatMap((typo) => {
    // A name written without its spaces, when no episode uses it as one word.
    const spaced = (uses.get(typo) ?? 0) === 0 ? joined.get(typo) : undefined;
    if (spaced) return [{ typo, word: spaced }];
    const word = closestWord(typo, vocabulary);
    return word ? [{ typo, word }] : [];
  });
  const nameUses = await episodeUses(
    database,
    fixes.filter((f) => (uses.get(f.typo) ?? 0) > 0).map((f) => f.word),
  );
  let changed = false;
  for (const { typo, word } of fixes) {
    const typed = uses.get(typo) ?? 0;
    if (typed > 0 && (nameUses.get(word) ?? 0) < typed * MORE_USED) continue;
    const pattern = new RegExp(`(?<!\\p{L})${typo}(?!\\p{L})`, 'giu');
    for (let i = 0; i < parts.length; i += 2) {
      // As typed, a capital stays: "Planet Mony" is still read as a name ("GiantBomb" as "Giant Bomb").
      parts[i] = (parts[i] as string).replace(pattern, (t) =>
        t[0] === t[0]?.toUpperCase() ? word.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()) : word,
      );
    }
    changed = true;
  }
  return changed ? parts.join('') : null;
}

/** How many episodes use each word (counted up to the catalog's cap for common words). */
async function episodeUses(database: Database, words: string[]): Promise<Map<string, number>> {
  if (!words.length) return new Map();
  const queries = words.map(wordQuery);
  const { df } = await documentFrequencies(database, queries);
  return new Map(words.map((w, i) => [w, df.get(queries[i] as string) ?? 0]));
}

/** The vocabulary's word closest to `typo` within its allowed edits; more names using it break a tie. */
export function closestWord(typo: string, vocabulary: Map<string, number>): string | null {
  const max = typo.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; uses: number } | null = null;
  for (const [word, uses] of vocabulary) {
    if (word === typo) return null;
    const distance = editDistance(typo, word, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
      best = { word, distance, uses };
  }
  return best?.word ?? null;
}
