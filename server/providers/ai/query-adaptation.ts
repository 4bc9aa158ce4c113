import { editDistance } from '../../lib/edit-distance';
import type { TranscriptIndex } from './passage-retrieval';
import { rarityOf } from './spoken-frequency';
import { type QueryTerm, stemOf } from './text-terms';

/** Words that describe the whole episode (its title, speakers, introduction) locate nothing, so count less. */
const SUBJECT_WEIGHT = 0.3;
/** An opening word found in at least this share of the episode's windows runs through the whole episode. */
const SUBJECT_SHARE = 0.25;
/**
 * ... and in at least this many windows: windows overlap, so one mention is in up to three of
 * them, and in a short episode three windows are a quarter ("Podfest", said once in a four-minute
 * news show's opening, is no subject of the whole episode).
 */
const SUBJECT_MIN_WINDOWS = 4;
/** Other spellings of a question's word (as speech-to-text wrote it) count this much. */
const VARIANT_WEIGHT = 0.6;
/** A longer word misspelt by speech-to-text is most likely the same name, so counts nearly fully. */
const LONG_VARIANT_WEIGHT = 0.9;
/** Other spellings of a word the transcript also has as asked count this much. */
const KNOWN_VARIANT_WEIGHT = 0.3;

/** Words said more often than this in everyday speech (see rarityOf) are never a misspelling's target. */
const EVERYDAY_RARITY = 10;

/**
 * Fits the question's terms to this transcript: words that describe the whole episode count
 * less, and a word the transcript never uses is matched to how speech-to-text probably wrote
 * it: a near spelling ("Cerberus" / "Cerebus") or split in two ("Podping" / "pod ping").
 */
export function adaptQuery(
  index: TranscriptIndex,
  query: QueryTerm[],
  question = '',
  opts: { aboutEpisode?: boolean } = {},
): QueryTerm[] {
  const names = namesIn(question);
  const out = new Map<string, number>();
  const add = (stem: string, weight: number) => out.set(stem, Math.max(out.get(stem) ?? 0, weight));
  // A word of the opening describes the whole episode when it names the episode or its people,
  // or when the episode keeps coming back to it; one the opening only previews ("news from
  // Audioboom") locates its story like any other word. A question about the episode itself
  // leaves every opening word to the opening.
  const describesEpisode = (t: string) =>
    index.subjectTerms.has(t) &&
    (opts.aboutEpisode ||
      index.nameTerms.has(t) ||
      (index.df.get(t) ?? 0) >= Math.max(SUBJECT_MIN_WINDOWS, SUBJECT_SHARE * index.windows.length));
  for (const { stem, weight, word } of query) {
    const known = index.df.has(stem);
    if (known) add(stem, describesEpisode(stem) ? weight * SUBJECT_WEIGHT : weight);
    if (!word || word.length < 4) continue;
    if (!known) {
      const split = splitCompound(index, word);
      if (split) for (const part of split) add(part, VARIANT_WEIGHT);
    }
    if (!known || word.length >= 6) {
      // A word the transcript already spells this way is meant as written, unless it is a name.
      const w =
        known && !names.has(word) ? KNOWN_VARIANT_WEIGHT : word.length >= 7 ? LONG_VARIANT_WEIGHT : VARIANT_WEIGHT;
      for (const near of nearSpellings(index, stem)) add(near, describesEpisode(near) ? w * SUBJECT_WEIGHT : w);
    }
  }
  return [...out].map(([stem, weight]) => ({ stem, weight }));
}

/** Capitalized words after the question's first: names, in lower case. */
function namesIn(question: string): Set<string> {
  const words = question.match(/[A-Za-z][\w'-]*/g) ?? [];
  return new Set(
    words
      .slice(1)
      .filter((w) => /^[A-Z]/.test(w))
      .map((w) => w.toLowerCase()),
  );
}

function splitCompound(index: TranscriptIndex, word: string): [string, string] | null {
  for (let i = 2; i <= word.length - 2; i++) {
    const a = stemOf(word.slice(0, i));
    const b = stemOf(word.slice(i));
    if (index.df.has(a) && index.df.has(b)) return [a, b];
  }
  return null;
}

const nearCache = new WeakMap<TranscriptIndex, Map<string, string[]>>();

function nearSpellings(index: TranscriptIndex, stem: string): string[] {
  let cache = nearCache.get(index);
  if (!cache) {
    cache = new Map();
    nearCache.set(index, cache);
  }
  const hit = cache.get(stem);
  if (hit) return hit;
  const max = stem.length >= 7 ? 2 : 1;
  const out: string[] = [];
  for (const term of index.df.keys()) {
    if (Math.abs(term.length - stem.length) > max || term[0] !== stem[0] || term === stem) continue;
    // Speech to text misspells names, not everyday words: "weather" is not "whether".
    if (editDistance(term, stem, max) <= max && rarityOf(term) >= EVERYDAY_RARITY) out.push(term);
  }
  cache.set(stem, out);
  return out;
}
