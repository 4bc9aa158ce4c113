import { describe, expect, it } from 'vitest';
import { lemmaCandidates } from './lemmatize';
import { wordnet } from './wordnet';

describe('lemmaCandidates', () => {
  it('undoes plurals, -ing and -ed the way WordNet lists words', () => {
    expect(lemmaCandidates('memories', 'noun')).toContain('memory');
    expect(lemmaCandidates('boxes', 'noun')).toContain('box');
    expect(lemmaCandidates('podcasts', 'noun')).toContain('podcast');
    expect(lemmaCandidates('running', 'verb')).toContain('run');
    expect(lemmaCandidates('interviewed', 'verb')).toContain('interview');
    expect(lemmaCandidates('baking', 'verb')).toContain('bake');
    expect(lemmaCandidates('tomatoes', 'noun')).toContain('tomato');
  });
});

describe('wordnet', () => {
  const wn = wordnet();

  it('finds the base form a word is listed under', () => {
    expect(wn.lemma('memories', 'noun')).toBe('memory');
    expect(wn.lemma('stopped', 'verb')).toBe('stop');
    expect(wn.lemma('qwertyzzz', 'noun')).toBeNull();
    // A plural in -oes is a word the dictionary knows, so no typo of another ("tomatoes" is not "potatoes").
    expect(wn.lemma('tomatoes', 'noun')).toBe('tomato');
    expect(wn.primaryPos('heroes')).toBe('noun');
  });

  it('reads synsets at their byte offsets, most common sense first', () => {
    const [first] = wn.synsets('car', 'noun');
    expect(first.words).toEqual(expect.arrayContaining(['car', 'auto', 'automobile']));
    expect(first.gloss).toMatch(/motor vehicle/);
  });

  it('gives synonyms of the main sense only', () => {
    expect(wn.synonyms('movies')).toEqual(expect.arrayContaining(['film']));
    expect(wn.synonyms('war')).toContain('warfare');
    // "invest" shares a rare synset with "put" and "place"; those are not what a listener means.
    expect(wn.synonyms('investing')).not.toContain('put');
    expect(wn.synonyms('car')).not.toContain('machine');
    // No sense of "chess" was seen in WordNet's tagged corpus, so none is its main one: the grass
    // it lists first (also "cheat") gives no synonyms, nor does "assassination" ("blackwash").
    expect(wn.synonyms('chess')).toEqual([]);
    expect(wn.synonyms('assassination')).toEqual([]);
  });

  it("knows a word as a person's name when that is its first sense, or its names are a person's and places", () => {
    for (const name of ['lincoln', 'gates', 'washington', 'newton']) expect(wn.namesPerson(name)).toBe(true);
    // An everyday word first, a place, a form of another word, no word at all.
    for (const word of ['grant', 'king', 'australia', 'jobs', 'qwertyzzz']) expect(wn.namesPerson(word)).toBe(false);
  });

  it('writes a name as its most common sense does, and a plural as its noun', () => {
    expect(wn.writtenName('north korea')).toBe('North Korea');
    expect(wn.writtenName('mali')).toBe('Mali');
    for (const word of ['sun', 'election', 'fungi', 'bacteria', 'larvae']) expect(wn.writtenName(word)).toBeNull();
  });

  it('knows whether a compound names a kind of the noun it ends with', () => {
    for (const [compound, noun] of [
      ['civil war', 'war'],
      ['sheep dog', 'dog'],
      ['video game', 'game'],
    ])
      expect(wn.isKindOf(compound, noun), compound).toBe(true);
    for (const [compound, noun] of [
      ['sea lion', 'lion'],
      ['white house', 'house'],
      ['guinea pig', 'pig'],
      ['no such thing', 'thing'],
    ])
      expect(wn.isKindOf(compound, noun), compound).toBe(false);
  });

  it('is loaded once and shared', () => {
    expect(wordnet()).toBe(wn);
  });
});
