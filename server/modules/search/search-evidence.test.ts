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

  it("reads another noun of a typed word's stem as a related word, and a plural or a verb form as the word", () => {
    // The database matches by stem: "housing" finds "House", "election" finds "elected".
    const evidence = (query: string, title: string, description: string, mode?: 'topic' | 'similar') =>
      assembleEvidence(
        evidenceQuery(conceptsOf(query), query, true, mode),
        { ...row(title), description, hits: [[true, true, false, false, false, false]] },
        [],
      ).perConcept[0];
    const house = evidence('housing', 'How the Democrats Flipped the House', 'The House changed hands.');
    expect(house).toMatchObject({
      title: false,
      titleByOtherWord: true,
      description: false,
      descriptionByOtherWord: true,
    });
    const crisis = evidence('housing', 'The Housing Crisis', 'Why housing costs so much, and what a house costs.');
    expect(crisis).toMatchObject({
      title: true,
      titleByOtherWord: false,
      description: true,
      descriptionByOtherWord: false,
    });
    expect(evidence('election', 'Who Gets Elected', 'Midterm elections, explained.')).toMatchObject({
      title: true,
      description: true,
    });
    // A description's key terms, in a search by description, stand for its subject.
    const similar = evidence('housing', 'How the Democrats Flipped the House', 'The House changed hands.', 'similar');
    expect(similar).toMatchObject({ title: true, titleByOtherWord: false });
  });

  it('reads the word as the end of a compound that names another thing as a related word, and a kind of it as the word', () => {
    const evidence = (query: string, title: string) =>
      assembleEvidence(
        evidenceQuery(conceptsOf(query), query),
        { ...row(title), description: 'An hour of talk.', hits: [[true, false, false, false, false, false]] },
        [],
      ).perConcept[0];
    // A hot dog is no dog, the White House no house, nor Silicon Valley a valley.
    expect(evidence('dogs', 'Declaration of Hot Dogs')).toMatchObject({ title: false, titleByOtherWord: true });
    expect(evidence('house', 'Inside the White House')).toMatchObject({ title: false, titleByOtherWord: true });
    expect(evidence('valley', 'Silicon Valley Stories')).toMatchObject({ title: false, titleByOtherWord: true });
    // A civil war is a war, a sheep dog a dog, a small town a town; "the" makes no compound.
    expect(evidence('war', 'The Civil War Years')).toMatchObject({ title: true, titleByOtherWord: false });
    expect(evidence('dogs', 'Sheep Dog Trials')).toMatchObject({ title: true, titleByOtherWord: false });
    expect(evidence('towns', 'Small Towns of Ohio')).toMatchObject({ title: true, titleByOtherWord: false });
    expect(evidence('devil', 'Speak of the Devil')).toMatchObject({ title: true, titleByOtherWord: false });
    // The first word, and a word that forms no compound, are the word.
    expect(evidence('dogs', 'Dogs at Work')).toMatchObject({ title: true, titleByOtherWord: false });
    expect(evidence('dogs', 'Our Three Dogs')).toMatchObject({ title: true, titleByOtherWord: false });
  });
});
