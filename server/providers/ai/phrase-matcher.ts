import type { TranscriptIndex } from './passage-retrieval';
import { wordsOf } from './text-terms';

/** A request for a definition, and its subject (one or two words). */
const DEFINITION = /^what (?:is|are|was) (?:an? |the )?([\w.'-]+(?: [\w.'-]+)?)\??$/i;

/** Pairs of these words say nothing about where an answer is. */
const GLUE = new Set(
  'a an the of to and or is are was were be it in on at for with as by i you he she we they this that do does did'.split(
    ' ',
  ),
);

/**
 * Counts, for a run of lines, the question's word pairs said side by side there: an
 * interviewer often asks the listener's question nearly word for word just before the answer.
 */
export function phraseMatcher(index: TranscriptIndex, question: string): (from: number, to: number) => number {
  const words = wordsOf(question);
  const pairs = new Map<string, number>();
  for (let i = 0; i + 1 < words.length && pairs.size < 30; i++) {
    if (GLUE.has(words[i]) && GLUE.has(words[i + 1])) continue;
    const key = `${words[i]} ${words[i + 1]}`;
    if (!pairs.has(key)) pairs.set(key, pairs.size);
  }
  // "What is X?" is answered where X is defined or named: "X is ...", "X, which is ...", "X, a
  // ...", "a company called X".
  const defined = DEFINITION.exec(question.trim());
  if (defined) {
    const subject = wordsOf(defined[1]).at(-1);
    if (subject) {
      for (const next of ['is', 'which', 'are', 'was', 'a', 'an']) pairs.set(`${subject} ${next}`, pairs.size);
      for (const before of ['called', 'named']) pairs.set(`${before} ${subject}`, pairs.size);
    }
  }
  const masks = new Map<number, number>();
  const maskOf = (j: number): number => {
    let mask = masks.get(j);
    if (mask !== undefined) return mask;
    mask = 0;
    const tokens = index.segmentTokens[j];
    const next = index.segmentTokens[j + 1]?.[0];
    for (let k = 0; k < tokens.length; k++) {
      const after = k + 1 < tokens.length ? tokens[k + 1] : next;
      if (after === undefined) continue;
      const bit = pairs.get(`${tokens[k]} ${after}`);
      if (bit !== undefined) mask |= 1 << bit;
    }
    masks.set(j, mask);
    return mask;
  };
  return (from, to) => {
    if (pairs.size === 0) return 0;
    let mask = 0;
    for (let j = from; j < to; j++) mask |= maskOf(j);
    let count = 0;
    for (; mask; mask &= mask - 1) count++;
    return count;
  };
}
