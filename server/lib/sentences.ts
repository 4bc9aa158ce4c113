/**
 * Titles and abbreviations written with a full stop that rarely end a sentence: "Dr. Ruth",
 * "Martin Luther King Jr. said", "the U.S. economy".
 */
const ABBREVIATIONS = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'st',
    'jr',
    'sr',
    'gen',
    'sen',
    'rep',
    'gov',
    'lt',
    'col',
    'capt',
    'rev',
    'vs',
    'etc',
    'e.g',
    'i.e',
    'vol',
    'inc',
    'ltd',
    'co',
    'corp',
    'approx',
    'u.s',
    'u.k',
    'u.n',
    'd.c',
  ].map((a) => `${a}.`),
);

/**
 * Splits prose into sentences at ".", "!", "?" or "…" followed by a space, and at line breaks.
 * A full stop after a capital letter ("Ulysses S. Grant", "J. K. Rowling") or after a common
 * abbreviation ("Dr.", "Jr.", "U.S.") does not end a sentence.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let current = '';
    for (const piece of paragraph.split(/(?<=[.!?…]["'”’)\]]*)\s+/)) {
      current = current ? `${current} ${piece}` : piece;
      if (!endsWithAbbreviation(piece)) {
        if (current.trim()) sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences;
}

/** Whether a piece that ends in a full stop ends in an initial or an abbreviation, not a sentence. */
function endsWithAbbreviation(piece: string): boolean {
  if (!piece.endsWith('.')) return false;
  const last = (piece.split(/\s+/).at(-1) ?? '').replace(/^["'“‘([]+/, '');
  // "I." ends a sentence far more often than it stands for a name ("so did I.").
  if (/^\p{Lu}\.$/u.test(last)) return last !== 'I.';
  return ABBREVIATIONS.has(last.toLowerCase());
}
