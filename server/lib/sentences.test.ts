import { describe, expect, it } from 'vitest';
import { sentencesOf } from './sentences';

describe('sentencesOf', () => {
  it('splits at full stops, question and exclamation marks, ellipses and line breaks', () => {
    expect(sentencesOf('One. Two? Three! Four… Five\nSix')).toEqual(['One.', 'Two?', 'Three!', 'Four…', 'Five', 'Six']);
  });

  it('keeps a closing quote or bracket with its sentence', () => {
    expect(sentencesOf('He said "stop." Then he left.')).toEqual(['He said "stop."', 'Then he left.']);
  });

  it('does not split after an initial or a common abbreviation', () => {
    expect(sentencesOf('President Ulysses S. Grant took office in 1869. He served two terms.')).toEqual([
      'President Ulysses S. Grant took office in 1869.',
      'He served two terms.',
    ]);
    expect(
      sentencesOf('Dr. Ruth talks with J. K. Rowling about the U.S. market. Then Martin Luther King Jr. speaks.'),
    ).toEqual(['Dr. Ruth talks with J. K. Rowling about the U.S. market.', 'Then Martin Luther King Jr. speaks.']);
  });

  it('ends a sentence at "I."', () => {
    expect(sentencesOf('Nobody saw it but I. The rest slept.')).toEqual(['Nobody saw it but I.', 'The rest slept.']);
  });

  it('returns nothing for blank text', () => {
    expect(sentencesOf('  \n ')).toEqual([]);
  });
});
