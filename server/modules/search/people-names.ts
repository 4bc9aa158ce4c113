import type { Database } from '../../db/client';
import { titleCase } from '../../lib/strings';
import { peopleNamed } from './search.repo';
import { isStopword } from './search-terms';

/** A word typed in lower case, of letters only: a name's word may be one ("roar", "granevang"). */
const LOWER_WORD = /^\p{Ll}[\p{L}'’-]+$/u;
const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** Phrases asked about at most: a query of many words asks about its first few runs. */
const MAX_PHRASES = 12;

/**
 * The criteria with each run of two or three words typed in lower case that is the name of
 * someone the catalog's episodes name written as a name ("episodes with roar granevang" as
 * "episodes with Roar Granevang"). A name is known as one when it is written with capitals or
 * its first word is a common first name; "roar" is neither, and its guest appearances, listed
 * only among an episode's people, would not be found.
 */
export async function withPeopleNamed(database: Database, criteria: string): Promise<string> {
  const words = [...criteria.matchAll(WORDS)].map((m) => ({ text: m[0], at: m.index as number }));
  // Runs of neighbouring words (only spaces between them), three words before two.
  const runs: { from: number; to: number; phrase: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const size of [3, 2]) {
      const run = words.slice(i, i + size);
      if (run.length < size || !run.every((w) => LOWER_WORD.test(w.text) && !isStopword(w.text))) continue;
      const adjacent = run.every(
        (w, k) => k === 0 || /^\s+$/.test(criteria.slice(run[k - 1].at + run[k - 1].text.length, w.at)),
      );
      if (adjacent) runs.push({ from: i, to: i + size, phrase: run.map((w) => w.text).join(' ') });
    }
  }
  if (!runs.length) return criteria;
  const known = await peopleNamed(database, [...new Set(runs.map((r) => r.phrase))].slice(0, MAX_PHRASES));
  if (!known.size) return criteria;
  // The longest known run from each word on, left to right, each word in one name at most.
  const capital = new Set<number>();
  for (const run of runs) {
    if (!known.has(run.phrase)) continue;
    const indexes = Array.from({ length: run.to - run.from }, (_, k) => run.from + k);
    if (indexes.some((i) => capital.has(i))) continue;
    for (const i of indexes) capital.add(i);
  }
  let out = '';
  let last = 0;
  for (const [i, w] of words.entries()) {
    if (!capital.has(i)) continue;
    out += criteria.slice(last, w.at) + titleCase(w.text);
    last = w.at + w.text.length;
  }
  return out + criteria.slice(last);
}
