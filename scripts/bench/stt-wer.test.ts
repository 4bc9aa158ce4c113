import { describe, expect, it } from 'vitest';
import { normalizeWords, wordErrors } from './stt-wer';

describe('word error rate', () => {
  it('normalises case and punctuation and counts substitutions, deletions and insertions', () => {
    const ref = normalizeWords('And so, my fellow Americans: ask not what your country can do for you.');
    expect(ref.slice(0, 4)).toEqual(['and', 'so', 'my', 'fellow']);
    expect(wordErrors(ref, normalizeWords('and so my fellow americans ask not what your country can do for you'))).toBe(
      0,
    );
    expect(wordErrors(ref, normalizeWords('so my yellow americans ask not what your country can do for you too'))).toBe(
      3,
    );
    expect(normalizeWords("It's the 'best' one")).toEqual(["it's", 'the', 'best', 'one']);
  });
});
