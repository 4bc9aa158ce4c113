import { describe, expect, it } from 'vitest';
import type { MatchRow } from './search.repo';
import { assembleEvidence, evidenceQuery } from './search-evidence';
import { conceptsOf } from './search-terms';

const row = (title: string): MatchRow => ({
  id: title,
  title,
  description: 'What computer science says about sorting a desk.',
  showName: 'Long View',
  rank: 0,
  hits: [[false, false, false, false, false, false]],
});

describe('search evidence', () => {
  it('reads a title word a letter away from a rare typed word as its typo, and not a key term of a reference', () => {
    const concepts = conceptsOf('christiano');
    const typed = assembleEvidence(evidenceQuery(concepts, 'christiano'), row('Brian Christian on Algorithms'), []);
    expect(typed.perConcept[0]?.titleByCloseSpelling).toBe(true);
    // A reference episode's key terms are spelled as the catalog spells them.
    const reference = assembleEvidence(
      evidenceQuery(concepts, 'christiano', false),
      row('Brian Christian on Algorithms'),
      [],
    );
    expect(reference.perConcept[0]?.titleByCloseSpelling).toBe(false);
  });
});
