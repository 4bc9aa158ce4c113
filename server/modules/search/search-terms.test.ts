import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../common/timestamp';
import { editDistance } from '../../lib/edit-distance';
import { closestWord } from './respell';
import { conceptQuery } from './search.repo';
import { explain, matchedTopics, shortQuote } from './search-explanation';
import {
  type ConceptMatch,
  conceptCredit,
  emptyEvidence,
  type MatchPlace,
  relevanceScore,
  withinEditDistance,
} from './search-score';
import {
  type Concept,
  conceptsOf,
  digitGroups,
  firstNamesIn,
  keyTermsOf,
  namesIn,
  withNamesCapitalised,
  wordPlaces,
  wordsOf,
} from './search-terms';

describe('wordPlaces', () => {
  it.each([
    'Joe Bankman figured out a way to make filing your taxes easy. Then the tax lobby found out.',
    "Don’t stop: “quoted” words — dashes, 2½ cups, x² and 3.14, can't-miss",
    'Pokémon, naïve café, 東京 ٣٤, ΣΊΣΥΦΟΣ, İstanbul, ǅemal, Straße',
    'Astral letters 𝐀𝐁𝐂 and emoji 😀between😀 words',
    '',
    '...',
  ])('finds the words wordsOf finds, in place: %s', (text) => {
    const { lower, places } = wordPlaces(text);
    const words = Array.from({ length: places.length / 2 }, (_, i) => lower.slice(places[2 * i], places[2 * i + 1]));
    expect(words).toEqual(wordsOf(text));
  });
});

describe('conceptsOf', () => {
  it('drops the words listeners wrap a topic in', () => {
    expect(conceptsOf('podcasts about sleep and memory').map((c) => c.label)).toEqual(['sleep', 'memory']);
    expect(conceptsOf('how to start a podcast').map((c) => c.label)).toEqual(['start', 'podcast']);
  });

  it('drops contractions, typed with or without their apostrophe, but not the words they resemble', () => {
    // The index reads "don't" as "don" and "t": a "dont" concept would never match, and weigh most.
    expect(conceptsOf("why don't we sleep").map((c) => c.label)).toEqual(['sleep']);
    expect(conceptsOf('whats new in farming').map((c) => c.label)).toEqual(['new', 'farming']);
    expect(conceptsOf('I’m after shows that aren’t political').map((c) => c.label)).toEqual(['political']);
    expect(conceptsOf("we'll dig wells when I'll be ill").map((c) => c.label)).toEqual(['dig', 'wells', 'ill']);
  });

  it('keeps quoted phrases and capitalised names whole', () => {
    const concepts = conceptsOf('"machine learning" with Adam Curry');
    expect(concepts.map((c) => c.words)).toEqual([['machine', 'learning'], ['adam', 'curry'], ['curry']]);
    expect(concepts[2]?.surnameOf).toBe('Adam Curry');
    expect(concepts[1].name).toBe(true);
    const [kim] = conceptsOf('Kim Jong-un');
    expect(kim.words).toEqual(['kim', 'jong', 'un']);
    expect(kim.spelled).toEqual(['kim', 'jong-un']);
    // A hyphenated word is one concept, its parts side by side, and as written.
    const [covid, vaccine] = conceptsOf('COVID-19 vaccine');
    expect(covid.label).toBe('covid-19');
    expect(covid.words).toEqual(['covid', '19']);
    expect(covid.spelled).toEqual(['covid-19']);
    expect(vaccine.words).toEqual(['vaccine']);
    expect(conceptsOf('x-ray').map((c) => c.words)).toEqual([['x', 'ray']]);
    // A function word among the parts: the others count alone ("U.S.-China" is indexed "u.s", "china").
    expect(conceptsOf('US-China trade').map((c) => c.label)).toEqual(['china', 'trade']);
    expect(conceptsOf('"open-source software"')[0].spelled).toEqual(['open-source', 'software']);
    expect(conceptsOf('"machine learning"')[0].spelled).toBeUndefined();
  });

  it('looks a number up as typed and as the index holds it written with separators', () => {
    expect(digitGroups('80000')).toEqual(['80', '000']);
    expect(digitGroups('1000000')).toEqual(['1', '000', '000']);
    expect(digitGroups('250')).toBeNull();
    expect(digitGroups('007')).toBeNull();
    const [number, hours] = conceptsOf('80000 hours');
    // And after a hyphen, where the index reads it as a negative number.
    expect(conceptQuery(number)).toBe('(80000 | (80 <-> 000) | -80000)');
    expect(hours.spelled).toBeUndefined();
    expect(conceptQuery(conceptsOf('mario 64')[1] as Concept, { weight: 'A' })).toBe('(64:A | -64:A)');
    // "Covid 19" is one subject, with the virus's other names.
    expect(conceptsOf('covid 19').map((c) => c.label)).toEqual(['covid 19']);
    // Numbers joined by a slash are one concept, looked up as written and as the index holds them after a hyphen.
    const [slashed, open] = conceptsOf('9/11 open 24/7');
    expect(slashed?.words).toEqual(['9', '11']);
    expect(conceptQuery(slashed as Concept, { weight: 'B' })).toBe('((9:B <-> 11:B) | 9/11:B | (-9:B <-> /11:B))');
    expect(open?.label).toBe('open');
    expect(conceptsOf('podcasting 2.0')[1]?.spelled).toEqual(['2.0']);
    // Dotted initials are initials however typed: looked up with and without their dots.
    expect(conceptsOf('s.o.m.')[0]?.spelled).toEqual(['s.o.m']);
    // An apostrophe parts a word in the index: "Riordan's" is "riordan" and a stopword, "O'Brien" is "o", "brien".
    const [desk] = conceptsOf("Riordan's Desk");
    expect(conceptQuery(desk as Concept)).toBe('((riordans <-> desk) | (riordan <-> s <-> desk))');
    const [, obrien] = conceptsOf("conan o'brien");
    expect(obrien?.label).toBe("o'brien");
    expect(conceptQuery(obrien as Concept)).toBe('(obrien | (o <-> brien))');
    // Words joined by a slash stay words of their own.
    expect(conceptsOf('health/fitness').map((c) => c.label)).toEqual(['health', 'fitness']);
  });

  it('looks a name of two words up with a middle initial too', () => {
    const [grant] = conceptsOf('Ulysses Grant');
    expect(grant?.variants).toEqual([['ulysses', '*', 'grant']]);
    // The index allows any one word between; the evidence counts the phrase when it is an initial.
    expect(conceptQuery(grant as Concept, { weight: 'A' })).toBe('((ulysses:A <-> grant:A) | (ulysses:A <2> grant:A))');
    expect(conceptsOf('Kim Jong Un')[0]?.variants).toBeUndefined();
  });

  it("looks up a person's surname on its own too, as an optional concept; a name that is no person's has none", () => {
    expect(conceptsOf('Brett Kavanaugh').map((c) => [c.label, !!c.optional, c.surnameOf])).toEqual([
      ['Brett Kavanaugh', false, undefined],
      ['Kavanaugh', true, 'Brett Kavanaugh'],
    ]);
    // "Donald" is in no list of first names, but no word of the language either.
    expect(conceptsOf('Donald Trump')[1]?.label).toBe('Trump');
    // Not a person's name; a surname that is also an everyday word ("Grant") is not looked up alone.
    for (const notAlone of ['Planet Money', 'Sweet Valley', 'Climate Change', "Riordan's Desk", 'Ulysses Grant'])
      expect(conceptsOf(notAlone).some((c) => c.surnameOf)).toBe(false);
  });

  it("reads a person's name typed in lower case as the name, and a first name before an everyday word as words", () => {
    const named = (q: string) => conceptsOf(q).map((c) => [c.label, !!c.name]);
    expect(named('brett kavanaugh hearings')).toEqual([
      ['Brett Kavanaugh', true],
      ['Kavanaugh', true],
      ['hearings', false],
    ]);
    expect(named('what did sonia sotomayor say')[0]).toEqual(['Sonia Sotomayor', true]);
    for (const words of [
      'grace period',
      'amber alert',
      'april showers',
      'joy division',
      'summer camp',
      'sydney australia',
    ])
      expect(conceptsOf(words).some((c) => c.name)).toBe(false);
    // The dictionary knows these surnames as people's names, or the first name not at all.
    for (const [typed, name] of [
      ['abraham lincoln', 'Abraham Lincoln'],
      ['bill gates foundation', 'Bill Gates'],
      ['george washington', 'George Washington'],
      ['barack obama', 'Barack Obama'],
    ])
      expect(named(typed)[0]).toEqual([name, true]);
    // "twain" is also a word, and "kubernetes" no first name.
    for (const words of ['mark twain', 'kubernetes operators'])
      expect(conceptsOf(words).some((c) => c.name)).toBe(false);
    // The sentence model is given the name as a name.
    const typed = 'what did william barr say about mueller';
    expect(withNamesCapitalised(typed, conceptsOf(typed))).toBe('what did William Barr say about mueller');
    expect(withNamesCapitalised('grace period', conceptsOf('grace period'))).toBe('grace period');
  });

  it('keeps a small number with the word before it, written as figures, words or Roman numerals', () => {
    const [season] = conceptsOf('season 2');
    expect(season?.label).toBe('season 2');
    expect(conceptQuery(season as Concept, { weight: 'A' })).toBe(
      '((season:A <-> 2:A) | (season:A <-> two:A) | (season:A <-> ii:A))',
    );
    expect(conceptsOf('war two').map((c) => c.label)).toEqual(['war two']);
    // The world wars are one subject however they are written ("WWII", "the Second World War").
    expect(conceptsOf('world war two').map((c) => c.label)).toEqual(['world war two']);
    expect(conceptsOf('World War 2')[0]).toMatchObject({ label: 'World War 2', words: ['world', 'war', '2'] });
    expect(conceptsOf('World War II')[0]?.variants).toEqual([
      ['world', 'war', '2'],
      ['world', 'war', 'two'],
      ['wwii'],
      ['ww2'],
      ['second', 'world', 'war'],
    ]);
    expect(conceptsOf('ww 2 history').map((c) => [c.label, c.variants?.length])).toEqual([
      ['ww 2', 5],
      ['history', undefined],
    ]);
    expect(conceptsOf('the first world war')[0]?.variants).toContainEqual(['wwi']);
    // The virus of 2020 by each of its names.
    expect(conceptsOf('covid')[0]?.variants).toEqual([['coronavirus'], ['covid', '19'], ['ncov']]);
    expect(conceptsOf('artificial intelligence safety').map((c) => [c.label, c.variants])).toEqual([
      ['artificial intelligence', [['ai']]],
      ['safety', undefined],
    ]);
    expect(conceptsOf('AI')[0]?.variants).toEqual([['artificial', 'intelligence']]);
    expect(conceptsOf('COVID-19 vaccine')[0]).toMatchObject({
      label: 'covid-19',
      variants: [['coronavirus'], ['covid'], ['ncov']],
    });
    // One is never "i", which the index drops: "season <-> i" would be "season" alone.
    expect(conceptsOf('season 1')[0]?.variants).toEqual([['season', 'one']]);
    // After a function word, or alone, a small number is no topic of its own.
    expect(conceptsOf('the 2 best games').map((c) => c.label)).toEqual(['games']);
    expect(conceptsOf('mario 64').map((c) => c.label)).toEqual(['mario', '64']);
  });

  it('reads "US" or "U.S." among lower-case words as the country, looked up as the index can find it', () => {
    for (const criteria of ['US economy', 'U.S. economy', 'u.s. economy']) {
      const [country, economy] = conceptsOf(criteria);
      expect(country).toMatchObject({ label: 'US', words: ['united', 'states'], spelled: ['u.s'], optional: true });
      expect(conceptQuery(country as Concept)).toBe('((united <-> states) | u.s)');
      expect(economy?.label).toBe('economy');
    }
    // The pronoun, and a query typed all in capitals, are not the country.
    expect(conceptsOf('the economy and us').map((c) => c.label)).toEqual(['economy']);
    expect(conceptsOf('HOW DO WE SLEEP').map((c) => c.label)).toEqual(['sleep']);
  });

  it("marks a question's verbs optional, and a how-to's verb not", () => {
    const optional = (q: string) =>
      conceptsOf(q)
        .filter((c) => c.optional && !c.surnameOf)
        .map((c) => c.label);
    expect(optional('who killed Abraham Lincoln')).toEqual(['killed']);
    expect(optional('how do hurricanes form')).toEqual(['form']);
    // The verb before its object or a preposition, never the object itself.
    expect(optional('how do bees make honey')).toEqual(['make']);
    expect(optional('how do farmers deal with stress')).toEqual(['deal']);
    expect(optional('how do you cope with grief')).toEqual(['cope']);
    expect(optional('why do prices go up')).toEqual(['go']);
    // A verb that only asks how or what of the subject is no concept at all.
    const labels = (q: string) => conceptsOf(q).map((c) => c.label);
    expect(labels('what happened to the housing market?')).toEqual(['housing', 'market']);
    expect(labels('how does the stock market work')).toEqual(['stock', 'market']);
    expect(labels('how did brexit happen')).toEqual(['brexit']);
    expect(labels('how does work affect health')).toEqual(['work', 'affect', 'health']);
    expect(optional('how to start a podcast')).toEqual([]);
    expect(optional('how can I sleep better')).toEqual([]);
    expect(optional('why do we sleep')).toEqual([]);
    expect(optional('what books should I read')).toEqual([]);
    expect(optional('killed in action')).toEqual([]);
    // A yes-or-no question's verb is part of what is asked: AI taking jobs.
    expect(optional('will AI take our jobs')).toEqual([]);
  });

  it('marks two words typed side by side that WordNet lists as one noun as a compound', () => {
    const compounds = (q: string) => conceptsOf(q).map((c) => c.compound ?? null);
    expect(compounds('inflation and interest rates')).toEqual([null, 'interest rates', 'interest rates']);
    expect(compounds('video game reviews')).toEqual(['video game', 'video game', null]);
    // Apart, or not a compound, they stay two subjects.
    expect(compounds('interest and rates')).toEqual([null, null]);
    expect(compounds('organic farming')).toEqual([null, null]);
  });

  it('adds WordNet synonyms to single words', () => {
    expect(conceptsOf('movies')[0].synonyms).toContain('film');
    expect(conceptsOf('movies', { synonyms: false })[0].synonyms).toEqual([]);
  });
});

describe('keyTermsOf', () => {
  it('ranks frequent words of the text, leaving out links', () => {
    const terms = keyTermsOf([
      { text: 'Sourdough bread: feeding a starter, baking sourdough. https://example.com/sourdough-shop', weight: 1 },
    ]);
    expect(terms[0].word).toBe('sourdough');
    expect(terms.map((t) => t.word)).not.toContain('https');
  });

  it('leaves out a bare web address too', () => {
    const words = keyTermsOf([
      { text: 'Grant and the Klan. Become a patron at Patreon.com/1865podcast', weight: 1 },
    ]).map((t) => t.word);
    expect(words).toContain('klan');
    expect(words).not.toContain('patreon');
    expect(words).not.toContain('com');
  });
});

describe('keyTermsOf over speech', () => {
  it('counts the words everyone says all the time for little in a transcript, and fully in writing', () => {
    const said = 'You need to be sure, you really need to be sure. Good audio tips make good content. '.repeat(3);
    const spoken = keyTermsOf([{ text: said, weight: 1, spoken: true }]).map((t) => t.word);
    expect(spoken.slice(0, 3).sort()).toEqual(['audio', 'content', 'tips']);
    expect(spoken.indexOf('sure')).toBeGreaterThan(spoken.indexOf('tips'));
    const written = keyTermsOf([{ text: said, weight: 1 }]).map((t) => t.word);
    expect(written.indexOf('sure')).toBeLessThan(written.indexOf('tips'));
  });
});

describe('firstNamesIn', () => {
  it('takes the first word of a full name, unless it also ends one', () => {
    const first = firstNamesIn(
      'Travis Albritain sits down with Eric Nuzum, maker of TED Radio Hour. Later, Eric talks to Nuzum Fan about Albritain Nuzum.',
    );
    expect([...first].sort()).toEqual(['eric', 'travis']);
  });
});

describe('namesIn', () => {
  it('takes the words a text only writes capitalised as its names', () => {
    const names = namesIn(
      'Reconstruction begins. Narrated by Lindsay Graham; music by Andrew McCollum. Human rights and human nature.',
    );
    // A sentence's first word is only ever capitalised too: "Reconstruction", "Narrated".
    expect([...names].sort()).toEqual(['andrew', 'graham', 'lindsay', 'mccollum', 'narrated', 'reconstruction']);
    expect(names.has('human')).toBe(false);
  });

  it('reads no names in web addresses, and every part of a capitalised compound as a name', () => {
    const names = namesIn('Co-executive Producer: Erik Archilla. See Privacy Policy at https://art19.com/privacy.');
    expect(names.has('privacy')).toBe(true);
    expect(names.has('executive')).toBe(true);
    expect(names.has('art19')).toBe(false);
  });
});

describe('scoring', () => {
  const concept = (label: string, weight = 1) => ({ label, words: [label], synonyms: [], weight, rarity: 0.6 });

  it('ranks places: title over description over transcript, own word over synonym', () => {
    const title = conceptCredit({ ...emptyEvidence(), title: true }).credit;
    const description = conceptCredit(
      { ...emptyEvidence(), description: true, descriptionProminent: true },
      0.6,
    ).credit;
    const passing = conceptCredit({ ...emptyEvidence(), description: true }, 0.6).credit;
    const transcript = conceptCredit({ ...emptyEvidence(), transcriptMentions: 1 }, 0.6).credit;
    const synonym = conceptCredit({ ...emptyEvidence(), titleBySynonym: true }).credit;
    expect(title).toBeGreaterThan(description);
    expect(description).toBeGreaterThan(passing);
    expect(passing).toBeGreaterThan(0);
    expect(title).toBeGreaterThan(synonym);
    expect(transcript).toBeLessThan(0.6);
    // One line of a transcript is a passing mention: under the form's "unrelated" line.
    expect(conceptCredit({ ...emptyEvidence(), transcriptMentions: 1 }, 0.2).credit).toBeLessThan(0.4);
    expect(conceptCredit({ ...emptyEvidence(), transcriptMentions: 4 }, 0.6).credit).toBeGreaterThan(0.6);
  });

  it('caps a result that misses a concept below "relevant"', () => {
    const { score } = relevanceScore(
      [concept('sleep'), concept('memory')],
      [{ ...emptyEvidence(), title: true }, emptyEvidence()],
    );
    expect(score).toBeLessThan(0.6);
  });

  it("does not cap a result that misses only a question's verb", () => {
    const subject = { ...concept('lincoln'), weight: 1 };
    const verb = { ...concept('killed'), weight: 0.5 };
    const evidence = [{ ...emptyEvidence(), title: true }, emptyEvidence()];
    const plain = relevanceScore([subject, verb], evidence).score;
    const asked = relevanceScore([subject, { ...verb, optional: true }], evidence).score;
    expect(asked).toBeGreaterThan(plain);
    expect(asked).toBeCloseTo(1 / 1.5, 2);
  });

  it('gives all concepts in the title a high score', () => {
    const { score } = relevanceScore(
      [concept('sleep'), concept('memory')],
      [
        { ...emptyEvidence(), title: true },
        { ...emptyEvidence(), title: true },
      ],
    );
    expect(score).toBeGreaterThanOrEqual(0.8);
  });

  it('accepts small typos only', () => {
    expect(withinEditDistance('sourdough', 'sourdouhg', 2)).toBe(true);
    expect(withinEditDistance('memory', 'mammal', 1)).toBe(false);
    // Two neighbouring letters swapped are one slip, not two.
    expect(editDistance('dialy', 'daily', 2)).toBe(1);
    expect(editDistance('tabel', 'table', 2)).toBe(1);
    expect(editDistance('abcd', 'badc', 3)).toBe(2);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('memory', 'mammal', 1)).toBe(2);
  });

  it("respells a typo as the closest word of a show's name, and leaves a word the names use", () => {
    const names = new Map([
      ['daily', 2],
      ['dairy', 1],
      ['table', 1],
      ['kitchen', 1],
      ['freakonomics', 1],
    ]);
    expect(closestWord('dialy', names)).toBe('daily');
    // One edit from both "daily" and "dairy": the word more names use wins.
    expect(closestWord('daiy', names)).toBe('daily');
    expect(closestWord('freakonomcs', names)).toBe('freakonomics');
    expect(closestWord('tabel', names)).toBe('table');
    expect(closestWord('kitchen', names)).toBeNull();
    expect(closestWord('gardening', names)).toBeNull();
  });
});

describe('explanations', () => {
  /** A concept's match as scoring gives it: found in `place`, or not at all (null). */
  const match = (label: string, place: MatchPlace | null, optional?: boolean): ConceptMatch => ({
    concept: { label, words: [label], synonyms: [], weight: 1, ...(optional && { optional }) },
    credit: place ? 1 : 0,
    place,
    bySynonym: false,
    byCloseSpelling: false,
  });

  it('formats timestamps as the player shows them', () => {
    expect(formatTimestamp(754)).toBe('12:34');
    expect(formatTimestamp(3723)).toBe('1:02:03');
  });

  it('names the concepts and quotes the transcript passage with its time', () => {
    const text = explain([match('sleep', 'title'), match('memory', 'transcript')], {
      kind: 'transcript',
      quote: 'memory consolidation happens at night',
      startSeconds: 754,
    });
    expect(text).toBe(
      'Matches "sleep" in the title and "memory" in the transcript; at 12:34 the transcript says: "memory consolidation happens at night".',
    );
  });

  it('names two words side by side where they matched as one ("hong kong"), and not when they are apart', () => {
    const words = [match('hong', 'title'), match('kong', 'title'), match('airport', 'description')];
    expect(
      explain(words, undefined, { texts: { title: 'Inside Hong Kong’s Airport', description: 'The airport.' } }),
    ).toBe('Matches "hong kong" in the title and "airport" in the description.');
    const apart = [match('climate', 'title'), match('change', 'title')];
    expect(explain(apart, undefined, { texts: { title: 'The Plan to Change Climate Science' } })).toBe(
      'Matches "climate" and "change" in the title.',
    );
  });

  it('names the word as asked where the text has it with an apostrophe', () => {
    const spotify = match('spotify', 'title');
    const title = "Spotify's new social-sharing features";
    expect(explain([spotify], undefined, { texts: { title } })).toBe('Matches "spotify" in the title.');
    expect(matchedTopics([spotify], { title })).toEqual(['spotify']);
  });

  it('names the word a title has in place of the one asked, when only its stem is shared', () => {
    const housing = match('housing', 'title');
    const texts = { title: 'How the Democrats Flipped the House' };
    expect(explain([housing], undefined, { texts })).toBe('Matches "house" (for "housing") in the title.');
    expect(matchedTopics([housing], texts)).toEqual(['house']);
    // The word itself, or its plural, is the word.
    for (const title of ['The Housing Crisis', 'Housings of the World', 'Housing’s Long Shadow', "Housings' Future"])
      expect(explain([housing], undefined, { texts: { title } })).toBe('Matches "housing" in the title.');
    // A description is read for it only whole: cut, the word may come after the cut.
    const inDescription = match('housing', 'description');
    expect(explain([inDescription], undefined, { texts: { description: 'A house floods.' } })).toBe(
      'Matches "house" (for "housing") in the description.',
    );
    expect(
      explain([inDescription], undefined, { texts: { description: `A house floods. ${'Rain. '.repeat(300)}` } }),
    ).toBe('Matches "housing" in the description.');
  });

  it('names the compound a title has the word in, when the compound names another thing', () => {
    const dogs = match('dogs', 'title');
    expect(explain([dogs], undefined, { texts: { title: 'Declaration of Hot Dogs' } })).toBe(
      'Matches "hot dogs" (for "dogs") in the title.',
    );
    expect(matchedTopics([dogs], { title: 'Declaration of Hot Dogs' })).toEqual(['hot dogs']);
    // A kind of dog, or the word said alone once, is the word.
    for (const title of ['Sheep Dog Trials', 'Hot Dogs and Other Dogs', 'Dogs at Work'])
      expect(explain([dogs], undefined, { texts: { title } }), title).toBe('Matches "dogs" in the title.');
  });

  it('names the other name of the subject a text has in place of the one asked', () => {
    const placed = (said: string, place: MatchPlace): ConceptMatch => ({
      concept: conceptsOf(said)[0] as Concept,
      credit: 1,
      place,
      bySynonym: false,
      byCloseSpelling: false,
    });
    const covid = placed('covid', 'title');
    expect(explain([covid], undefined, { texts: { title: 'Learning to Live With the Coronavirus' } })).toBe(
      'Matches "coronavirus" (for "covid") in the title.',
    );
    expect(explain([covid], undefined, { texts: { title: "What we don't know about 2019-nCoV" } })).toBe(
      'Matches "ncov" (for "covid") in the title.',
    );
    expect(explain([covid], undefined, { texts: { title: 'COVID-19 and the economy' } })).toBe(
      'Matches "covid" in the title.',
    );
    const ai = placed('artificial intelligence', 'title');
    expect(explain([ai], undefined, { texts: { title: 'How we hand the future off to AI' } })).toBe(
      'Matches "ai" (for "artificial intelligence") in the title.',
    );
    const war = placed('wwii', 'description');
    expect(explain([war], undefined, { texts: { description: 'Mosul since World War II.' } })).toBe(
      'Matches "world war ii" (for "wwii") in the description.',
    );
  });

  it("names a person's surname only where the whole name did not match", () => {
    const [name, surname] = conceptsOf('Brett Kavanaugh').map((concept) => ({
      concept,
      credit: 1,
      place: 'title' as const,
      bySynonym: false,
      byCloseSpelling: false,
    }));
    if (!name || !surname) throw new Error('a name and its surname');
    expect(explain([name, surname], undefined)).toBe('Matches "Brett Kavanaugh" in the title.');
    expect(matchedTopics([name, surname])).toEqual(['Brett Kavanaugh']);
    const missed = { ...name, credit: 0, place: null };
    expect(explain([missed, surname], undefined)).toBe(
      'Matches "Kavanaugh" in the title; does not mention "Brett Kavanaugh".',
    );
    expect(matchedTopics([missed, surname])).toEqual(['Kavanaugh']);
  });

  it('shows two words side by side as one topic chip, as the explanation names them', () => {
    const hong = match('hong', 'title');
    const kong = match('kong', 'title');
    const airport = { ...match('airport', 'description'), credit: 0.5 };
    const texts = { title: 'Inside Hong Kong’s Airport', description: 'The airport.' };
    expect(matchedTopics([hong, kong, airport], texts)).toEqual(['hong kong', 'airport']);
    // Apart, they are two topics; a concept that matched nowhere is none.
    expect(matchedTopics([hong, kong, match('tea', null)], { title: 'Kong and the Hong' })).toEqual(['hong', 'kong']);
  });

  it('says which concept an episode does not mention, but not the verb of a question', () => {
    const hurricanes = match('hurricanes', 'description');
    expect(explain([hurricanes, match('form', null, true)], undefined)).toBe(
      'Matches "hurricanes" in the description.',
    );
    expect(explain([hurricanes, match('atlantic', null)], undefined)).toBe(
      'Matches "hurricanes" in the description; does not mention "atlantic".',
    );
  });

  it('ends with one full stop after a quote that ends its own sentence', () => {
    const sleep = match('sleep', 'description');
    expect(explain([sleep], { kind: 'description', quote: 'We all need sleep.' })).toBe(
      'Matches "sleep" in the description; the description says: "We all need sleep."',
    );
    expect(explain([sleep], { kind: 'description', quote: 'Sleep, and why we need it' })).toBe(
      'Matches "sleep" in the description; the description says: "Sleep, and why we need it".',
    );
  });

  it('keeps quotes short, and starts a long one near the words it is to show', () => {
    expect(shortQuote('word '.repeat(100)).length).toBeLessThanOrEqual(161);
    // A real show note of Changing the Tide: "inflation" is past the first 160 characters.
    const notes =
      "We also talked about: *his family's migration to California, moving back to Ethiopia after college, and landing in Austin *what laid the groundwork for him to become a Bitcoiner *inflation as Ethiopia's biggest burden, and what Ethiopians are doing to beat it *Bitcoin as the answer";
    const quote = shortQuote(notes, 160, /\binflat/i);
    expect(quote).toMatch(/^….*\*inflation as Ethiopia's biggest burden/);
    expect(quote.length).toBeLessThanOrEqual(162);
    // Within the first 160 characters, the quote starts where the sentence does.
    expect(shortQuote(notes, 160, /\bmigrat/i)).toMatch(/^We also talked about/);
  });
});
