import { editDistance } from '../../lib/edit-distance';
import type { Concept } from './search-terms';

/** Where a concept was found in one episode, best place first. */
export type MatchPlace = 'title' | 'show' | 'people' | 'description' | 'transcript';

export type ConceptEvidence = {
  title: boolean;
  show: boolean;
  /** The query names the show (most of the show's name), rather than sharing a word with it. */
  showNamed: boolean;
  /** The query is the show's name, no more and no less: the listener asked for that show. */
  showExact: boolean;
  people: boolean;
  description: boolean;
  /** Mentioned in the description's opening words, or more than once: the description is about it. */
  descriptionProminent: boolean;
  titleBySynonym: boolean;
  descriptionBySynonym: boolean;
  /** Only another word of the concept's stem ("House" for "housing"): related, as a synonym is. */
  titleByOtherWord: boolean;
  descriptionByOtherWord: boolean;
  /** A title word spelled within one or two letters of the concept (typo). */
  titleByCloseSpelling: boolean;
  /** Transcript passages mentioning it by its own words / by a synonym. */
  transcriptMentions: number;
  transcriptSynonymMentions: number;
};

export type ConceptMatch = {
  concept: Concept;
  credit: number;
  place: MatchPlace | null;
  bySynonym: boolean;
  byCloseSpelling: boolean;
};

export const emptyEvidence = (): ConceptEvidence => ({
  title: false,
  show: false,
  showNamed: false,
  showExact: false,
  people: false,
  description: false,
  descriptionProminent: false,
  titleBySynonym: false,
  descriptionBySynonym: false,
  titleByOtherWord: false,
  descriptionByOtherWord: false,
  titleByCloseSpelling: false,
  transcriptMentions: 0,
  transcriptSynonymMentions: 0,
});

const NO_EVIDENCE: Readonly<ConceptEvidence> = Object.freeze(emptyEvidence());

type Credit = { credit: number; place: MatchPlace | null; bySynonym: boolean; byCloseSpelling: boolean };

/** A place a concept was found, kept when it is the first or earns more than the best so far. */
function offer(best: Credit, credit: number, place: MatchPlace, bySynonym = false, byCloseSpelling = false): void {
  if (best.place !== null && credit <= best.credit) return;
  best.credit = credit;
  best.place = place;
  best.bySynonym = bySynonym;
  best.byCloseSpelling = byCloseSpelling;
}

/** The credit of a concept that names the episode's show; a word shared with the show's name earns less. */
export const SHOW_NAMED_CREDIT = 0.9;

/**
 * How much of a concept one episode covers, 0..1. A concept in the title is what the episode is
 * about; in the show's name or its people, nearly so; in the description's opening, it is a main
 * subject; a passing mention in long show notes or one transcript line is much weaker. Synonyms
 * and close spellings count for less than the listener's own word.
 */
export function conceptCredit(e: ConceptEvidence, rarity = 0.5, isName = false): Credit {
  const best: Credit = { credit: 0, place: null, bySynonym: false, byCloseSpelling: false };
  creditInto(best, e, rarity, isName);
  return best;
}

/**
 * conceptCredit written into `best`. Every search scores each concept of each of its hundreds of
 * candidates: the best place is kept as it is found, the first of equal credits, with no list of
 * the places to choose from.
 */
function creditInto(best: Credit, e: ConceptEvidence, rarity: number, isName: boolean): void {
  if (e.title) offer(best, 1, 'title');
  if (e.show) offer(best, e.showExact ? 1 : e.showNamed ? SHOW_NAMED_CREDIT : 0.4, 'show');
  // A name found among the episode's people is the person asked for; a plain word found in a
  // name ("farm" in "Luna Field Farm") is a coincidence.
  if (e.people) offer(best, isName ? 0.9 : 0.3, 'people');
  if (e.description) offer(best, e.descriptionProminent ? 0.45 + 0.35 * rarity : 0.2 + 0.25 * rarity, 'description');
  if (e.transcriptMentions > 0)
    offer(best, Math.min(0.3 + 0.3 * rarity + 0.08 * (e.transcriptMentions - 1), 0.8), 'transcript');
  if (e.titleBySynonym) offer(best, 0.6, 'title', true);
  if (e.titleByCloseSpelling) offer(best, 0.8, 'title', false, true);
  if (e.descriptionBySynonym) offer(best, 0.5, 'description', true);
  if (e.titleByOtherWord) offer(best, 0.6, 'title');
  if (e.descriptionByOtherWord) offer(best, 0.5, 'description');
  if (e.transcriptSynonymMentions > 0) offer(best, 0.35, 'transcript', true);
  if (best.place === null) return;
  // Found both in the title and the description or transcript: the episode dwells on it.
  const support = e.title && (e.description || e.transcriptMentions > 1) ? 0.05 : 0;
  best.credit = Math.min(1, best.credit + support);
}

/**
 * The relevance score: the weighted share of the listener's concepts an episode covers, each by
 * how strongly (see conceptCredit), plus a small bonus when they appear together as written.
 * It reads as a probability-like grade: 0.8+ the episode is about all of it, 0.6+ about most of
 * it, under 0.4 it touches a minority of the concepts or only in passing.
 */
export function relevanceScore(
  concepts: Concept[],
  evidence: ConceptEvidence[],
  opts: { phraseInTitle?: boolean; phraseInText?: boolean; mode?: 'topic' | 'similar' } = {},
) {
  const matches: ConceptMatch[] = concepts.map((concept, i) => {
    const m: ConceptMatch = { concept, credit: 0, place: null, bySynonym: false, byCloseSpelling: false };
    creditInto(m, evidence[i] ?? NO_EVIDENCE, concept.rarity ?? 0.5, concept.name ?? false);
    return m;
  });
  let counted = matches;
  let creditOf = (m: ConceptMatch) => m.credit;
  if (concepts.some((c) => c.surnameOf)) {
    // A person's surname alone ("Kavanaugh") stands in for the name, for less; beside the name it adds nothing.
    counted = matches.filter((m) => !m.concept.surnameOf);
    const credits = new Map(counted.map((m) => [m.concept.label, m.credit]));
    for (const m of matches)
      if (m.concept.surnameOf && credits.get(m.concept.surnameOf) === 0)
        credits.set(m.concept.surnameOf, SURNAME_SHARE * m.credit);
    creditOf = (m) => credits.get(m.concept.label) ?? 0;
  }
  const total = counted.reduce((n, m) => n + m.concept.weight, 0) || 1;
  let coverage = counted.reduce((n, m) => n + m.concept.weight * creditOf(m), 0) / total;
  if (opts.mode === 'similar') {
    // Key terms of a reference are many and loosely related; sharing the main ones is similarity.
    // When only a term or two of the reference are known elsewhere in the catalog, sharing them
    // is weaker evidence than sharing the main terms of a well-described reference.
    const similar = (coverage * total) / Math.max(total, SIMILAR_MIN_MASS);
    return { score: Math.max(0, Math.min(1, round2(similar * SIMILAR_SCALE))), matches };
  }
  if (counted.length > 1 && opts.phraseInTitle) coverage += 0.1;
  else if (counted.length > 1 && opts.phraseInText) coverage += 0.05;
  // A query of several concepts where one is missing entirely is at most "partly relevant".
  const missing =
    counted.filter((m) => creditOf(m) === 0 && !m.concept.optional).reduce((n, m) => n + m.concept.weight, 0) / total;
  if (missing > 0) coverage = Math.min(coverage, 0.75 - missing * 0.9);
  return { score: Math.max(0, Math.min(1, round2(coverage))), matches };
}

/** How much of a person's name their surname alone covers ("Kavanaugh" for "Brett Kavanaugh"). */
const SURNAME_SHARE = 0.7;

/** Share of a reference's weighted key terms at which an episode counts as fully similar, inverted. */
const SIMILAR_SCALE = 2;

/** The least total weight of key terms a similarity is measured against (a thin reference's few terms). */
const SIMILAR_MIN_MASS = 3;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether two words are within `max` edits, for typo-tolerant matches (see editDistance). */
export function withinEditDistance(a: string, b: string, max: number): boolean {
  return editDistance(a, b, max) <= max;
}
