import type { SearchEvidence } from '../../../common/api/search';
import { RecentMap } from '../../lib/recent-map';
import { sentencesOf } from '../../lib/sentences';
import { escapeRegExp } from '../../lib/strings';
import { porterStem } from '../../providers/ai/porter-stemmer';
import { wordnet } from '../../providers/wordnet/wordnet';
import { DESCRIPTION_READ, type MatchRow, type SegmentHit } from './search.repo';
import { shortQuote } from './search-explanation';
import { type ConceptEvidence, emptyEvidence, withinEditDistance } from './search-score';
import {
  type Concept,
  INITIAL,
  isStopword,
  namesAnotherThing,
  type WordPlaces,
  withoutAccents,
  withoutInitialsDots,
  wordPlaces,
  wordsOf,
  writtenTogether,
} from './search-terms';

/** Everything known about one candidate episode: where each concept matched, and the best passage. */
export type CandidateEvidence = {
  id: string;
  title: string;
  rank: number;
  perConcept: ConceptEvidence[];
  phraseInTitle: boolean;
  phraseInText: boolean;
  /** The query is this episode's show's name (see ConceptEvidence.showExact). */
  showExact: boolean;
  row: MatchRow;
  segments: SegmentHit[];
  concepts: Concept[];
};

/** The description's opening, where it says what the episode is about (before guests, links, ads). */
const DESCRIPTION_OPENING_WORDS = 25;

// Stems repeat across candidates and queries; remembering them keeps scoring cheap.
const stemCache = new Map<string, string>();
function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    if (stemCache.size > 100_000) stemCache.clear();
    s = porterStem(word);
    stemCache.set(word, s);
  }
  return s;
}
const stemsOf = (words: string[]) => words.map(stem);

/**
 * A text's words, as places in its lower-case form rather than a string each (candidates' words
 * are kept across searches: many small strings would make every garbage collection copy them),
 * with the stems worked out so far: a word is stemmed only when it shares its first letters with
 * a concept's, once, and most words of a text never are.
 */
type TextWords = WordPlaces & { stems: (string | undefined)[] };
const textWords = (text: string): TextWords => ({ ...wordPlaces(withoutAccents(text)), stems: [] });
const wordCount = (text: TextWords): number => text.places.length / 2;
const wordAt = (text: TextWords, j: number): string =>
  text.lower.slice(text.places[2 * j] as number, text.places[2 * j + 1] as number);
const wordsIn = (text: TextWords): string[] => Array.from({ length: wordCount(text) }, (_, j) => wordAt(text, j));

/**
 * The ways a concept is written, as words: its own, and its hyphenated words written together
 * ("e-mail" as "email") or its initials with dots ("A.I." as "a", "i").
 */
function conceptForms(concept: Concept): string[][] {
  const own = concept.words.map(withoutAccents);
  const forms = [own];
  const spelled = concept.spelled;
  const together = writtenTogether(concept);
  if (together) forms.push(together.map(withoutAccents));
  if (spelled?.some((w) => w.includes('.'))) forms.push(spelled.flatMap((w) => wordsOf(withoutAccents(w))));
  for (const variant of concept.variants ?? []) forms.push(variant);
  return forms.filter((f, i) => f.length > 0 && forms.findIndex((g) => g.join(' ') === f.join(' ')) === i);
}

/** Candidates' words, for the episodes that come up most (each search scores up to 140 of them). */
const WORD_CACHE_SIZE = 2000;
type CandidateWords = {
  title: string;
  description: string;
  titleWords: TextWords;
  descWords: TextWords;
  /** Whether the description opens with a list of topics, once asked. */
  listOpening?: boolean;
};
const wordCache = new RecentMap<string, CandidateWords>(WORD_CACHE_SIZE);

function candidateWords(row: MatchRow): CandidateWords {
  const known = wordCache.get(row.id);
  if (known && known.title === row.title && known.description === row.description) return known;
  const words = {
    title: row.title,
    description: row.description,
    titleWords: textWords(row.title),
    descWords: textWords(row.description),
  };
  wordCache.set(row.id, words);
  return words;
}

/** Commas or semicolons in an opening sentence that make it a list of topics ("Far Cry 5, buffets, Ni no Kuni II, ..."). */
const LIST_COMMAS = 4;

/** Whether the description opens with a list of topics, each of them a small part of the episode. */
function opensWithList(words: CandidateWords): boolean {
  words.listOpening ??= (sentencesOf(words.description)[0] ?? '').split(/[,;]/).length - 1 >= LIST_COMMAS;
  return words.listOpening;
}

/** Show names' stems without their stopwords ("The Daily" -> ["daili"], "S.O.M." -> ["som"]): a few hundred shows at most. */
const showStemCache = new Map<string, string[]>();
function showStemsOf(name: string): string[] {
  let stems = showStemCache.get(name);
  if (!stems) {
    if (showStemCache.size > 10_000) showStemCache.clear();
    stems = stemsOf(wordsOf(withoutInitialsDots(name)).filter((w) => !isStopword(w)));
    showStemCache.set(name, stems);
  }
  return stems;
}

/** A concept's stems, and their first letters that a word must share to be worth stemming. */
type Stems = { stems: string[]; heads: string[] };
const withHeads = (stems: string[]): Stems => ({ stems, heads: stems.map((s) => s.slice(0, 3)) });

/** Positions where any of a concept's forms occurs (see occurrences), in text order. */
function occurrencesOfAny(text: TextWords, forms: Stems[]): number[] {
  if (forms.length === 1) return occurrences(text, forms[0] as Stems);
  return forms.flatMap((form) => occurrences(text, form)).sort((a, b) => a - b);
}

/** Positions (word indexes) where a concept's words occur in order, compared by stem. */
function occurrences(text: TextWords, concept: Stems): number[] {
  const { lower, places, stems } = text;
  const out: number[] = [];
  const n = concept.stems.length;
  const count = wordCount(text);
  // Plain loops: this runs for every word of every candidate's description, on every search.
  for (let i = 0; i + n <= count; i++) {
    let k = 0;
    while (k < n) {
      const j = i + k;
      const start = places[2 * j] as number;
      const length = (places[2 * j + 1] as number) - start;
      if (concept.stems[k] === INITIAL) {
        if (length !== 1) break;
        k++;
        continue;
      }
      const head = concept.heads[k] as string;
      if (head.length > length || !lower.startsWith(head, start)) break;
      let s = stems[j];
      if (s === undefined) {
        s = stem(wordAt(text, j));
        stems[j] = s;
      }
      if (s !== concept.stems[k]) break;
      k++;
    }
    if (k === n) out.push(i);
  }
  return out;
}

/**
 * What evidence needs of a search's query, worked out once per search rather than once for each
 * of its candidates: the query's and each concept's stems, and which title words are a close
 * spelling of a concept (titles share many words across candidates). Only a word the dictionary
 * does not know may be a typo: "coronavirsu" finds "coronavirus", but "weather" is meant as
 * written and does not find "Heather".
 */
export type EvidenceQuery = {
  concepts: Concept[];
  queryStems: Stems;
  /** The query's stems without its stopwords: all of them in a show's name make the query that name. */
  topicStems: string[];
  /** Per concept, the stems of each way it is written (see conceptForms). */
  conceptStems: Stems[][];
  /** Per concept, whether a form of it has an INITIAL, which the database matches as any word. */
  initialed: boolean[];
  closeSpellings: (Map<string, boolean> | null)[];
  /** Per concept, the stems of a person's surname when the concept is a name of several words. */
  surnameStems: (Stems | null)[];
  /** Per one-word concept, whether a word of its stem is another word (see anotherWordOf). */
  otherWords: (((text: TextWords, at: number) => boolean) | null)[];
};

/**
 * For a one-word concept the dictionary knows as a noun, whether a word of the same stem is
 * another noun: "house" and "housing", "market" and "marketing", "train" and "training" share a
 * stem and are different things; "elections" and "elected" are forms of "election" (a plural, or
 * no noun of its own). Null when the concept is no such word.
 */
function anotherWordOf(concept: Concept): ((text: TextWords, at: number) => boolean) | null {
  const [word] = concept.words;
  if (!word || concept.words.length !== 1 || concept.name || !/^[a-z]+$/.test(word)) return null;
  const own = wordnet().lemma(word, 'noun');
  if (!own) return null;
  const seen = new Map<string, boolean>();
  return (text, at) => {
    const w = wordAt(text, at);
    let other = seen.get(w);
    if (other === undefined) {
      const lemma = w === word ? own : wordnet().lemma(w, 'noun');
      other = lemma !== null && lemma !== own;
      seen.set(w, other);
    }
    if (other || at === 0) return other;
    // The last word of a compound that names another thing ("Hot Dogs" for "dogs").
    return namesAnotherThing(wordAt(text, at - 1), w);
  };
}

/**
 * What scoring needs of a query, worked out once. `typed`: the listener wrote the words, so a
 * title word within a letter or two of a rare one is a typo of it; a reference episode's key terms
 * are spelled as the catalog spells them ("Christiano" is no typo of "Christian").
 */
export function evidenceQuery(
  concepts: Concept[],
  criteria: string,
  typed = true,
  mode: 'topic' | 'similar' = 'topic',
): EvidenceQuery {
  const words = wordsOf(withoutAccents(withoutInitialsDots(criteria)));
  return {
    concepts,
    queryStems: withHeads(stemsOf(words).filter(Boolean)),
    topicStems: stemsOf(words.filter((w) => !isStopword(w))).filter(Boolean),
    conceptStems: concepts.map((c) => conceptForms(c).map((form) => withHeads(stemsOf(form)))),
    initialed: concepts.map((c) => !!c.variants?.some((v) => v.includes(INITIAL))),
    closeSpellings: concepts.map((c) =>
      typed && c.words.length === 1 && wordnet().primaryPos(c.words[0] as string) === null ? new Map() : null,
    ),
    // The listener's own words mean what they say; a description's key terms stand for its subject.
    otherWords: concepts.map((c) => (mode === 'topic' ? anotherWordOf(c) : null)),
    surnameStems: concepts.map((c) => {
      const surname = c.name && c.words.length > 1 ? c.words.at(-1) : undefined;
      return surname ? withHeads(stemsOf([withoutAccents(surname)])) : null;
    }),
  };
}

/** The sentence of a text that holds the most of the concepts, as a short quote. */
function bestSentence(text: string, concepts: Concept[]): string | null {
  const sentences = sentencesOf(text);
  const stems = concepts.map((c) => conceptForms(c).map((form) => withHeads(stemsOf(form))));
  let best: { sentence: string; hits: number } | null = null;
  for (const sentence of sentences.slice(0, 200)) {
    const words = textWords(sentence);
    const hits = stems.filter((forms) => occurrencesOfAny(words, forms).length > 0).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { sentence, hits };
  }
  if (!best) return null;
  // A long sentence is quoted from the first word of a concept it has.
  const heads = stems.flatMap((forms) => forms.map((form) => form.stems[0])).filter((w): w is string => !!w);
  const focus = heads.length ? new RegExp(`\\b(${heads.map(escapeRegExp).join('|')})`, 'i') : undefined;
  return shortQuote(best.sentence, undefined, focus);
}

/**
 * Whether a description that names the person of concept `i` in full opens with their surname
 * ("Stanton and Johnson plot ...", with "Andrew Johnson" in the cast further on): it is about
 * them, not a passing mention. Further on, a surname may be a relative's ("Robert Lincoln").
 */
function surnameOpens(query: EvidenceQuery, i: number, descWords: TextWords): boolean {
  const surname = query.surnameStems[i];
  const first = surname ? occurrences(descWords, surname)[0] : undefined;
  return first !== undefined && first < DESCRIPTION_OPENING_WORDS;
}

/**
 * Joins the database's per-field match flags with what only TypeScript sees (how early and how
 * often the description mentions a concept, typos in titles, adjacent phrases) and with the
 * transcript passages found for the episode.
 */
export function assembleEvidence(query: EvidenceQuery, row: MatchRow, segments: SegmentHit[]): CandidateEvidence {
  const { concepts, queryStems } = query;
  const words = candidateWords(row);
  const { titleWords, descWords } = words;

  const showStems = showStemsOf(row.showName);
  const showNamed =
    showStems.length > 0 && showStems.filter((s) => queryStems.stems.includes(s)).length / showStems.length >= 0.6;
  // The query is the show's name, every word of it and nothing else ("no agenda", "launched").
  const showExact =
    showNamed &&
    showStems.every((s) => query.topicStems.includes(s)) &&
    query.topicStems.every((s) => showStems.includes(s));

  const perConcept = concepts.map((concept, i) => {
    const [title, description, people, show, titleSyn, descSyn] = row.hits[i] ?? [];
    const e = emptyEvidence();
    e.title = !!title;
    e.description = !!description;
    e.people = !!people;
    e.show = !!show;
    e.showNamed = showNamed;
    e.showExact = showExact;
    e.titleBySynonym = !!titleSyn;
    e.descriptionBySynonym = !!descSyn;
    const forms = query.conceptStems[i] as Stems[];
    const at = e.description ? occurrencesOfAny(descWords, forms) : [];
    // "Ulysses * Grant" is "Ulysses S. Grant", not "Ulysses met Grant": a match is kept where the
    // words show it (all of a description that was read whole).
    if (query.initialed[i]) {
      if (e.title) e.title = occurrencesOfAny(titleWords, forms).length > 0;
      if (e.description && row.description.length < DESCRIPTION_READ) e.description = at.length > 0;
    }
    // Searched alone, a subject that is one item of an opening list ("the awesomeness of sleep")
    // is mentioned in passing; a search of several subjects is scored by how many it covers.
    if (e.description) {
      e.descriptionProminent =
        at.length >= 2 ||
        ((at[0] ?? Number.POSITIVE_INFINITY) < DESCRIPTION_OPENING_WORDS &&
          (concepts.length > 1 || !opensWithList(words))) ||
        surnameOpens(query, i, descWords);
    }
    // Only another word of the concept's stem ("House" for "housing", "marketing" for "market"):
    // a related word, credited as a synonym is.
    const other = query.otherWords[i];
    if (other) {
      if (e.title && occurrencesOfAny(titleWords, forms).every((j) => other(titleWords, j))) {
        e.title = false;
        e.titleByOtherWord = true;
      }
      if (e.description && at.length && at.every((j) => other(descWords, j))) {
        e.description = false;
        e.descriptionByOtherWord = true;
      }
    }
    const word = concept.words[0] as string;
    const known = query.closeSpellings[i];
    if (!e.title && known && word.length >= 5) {
      const max = word.length >= 8 ? 2 : 1;
      e.titleByCloseSpelling = wordsIn(titleWords).some((w) => {
        if (w.length < 4) return false;
        let close = known.get(w);
        if (close === undefined) {
          close = withinEditDistance(w, word, max);
          known.set(w, close);
        }
        return close;
      });
    }
    for (const s of segments) {
      if (s.hits[i]?.[0]) e.transcriptMentions++;
      else if (s.hits[i]?.[1]) e.transcriptSynonymMentions++;
    }
    return e;
  });

  const multi = concepts.length > 1 || (concepts[0]?.words.length ?? 0) > 1;
  const phrase = multi && queryStems.stems.length > 1;
  const phraseInTitle = phrase && occurrences(titleWords, queryStems).length > 0;
  const phraseInText = phrase && occurrences(descWords, queryStems).length > 0;

  return {
    id: row.id,
    title: row.title,
    rank: row.rank,
    perConcept,
    phraseInTitle,
    phraseInText,
    showExact,
    row,
    segments,
    concepts,
  };
}

/**
 * The passage that best shows the match, for the result cards of one page only: a transcript
 * line with the most concepts, else the title (when it carries a concept), else the
 * description's best sentence.
 */
export function evidenceQuote(evidence: CandidateEvidence): SearchEvidence | undefined {
  const { row, segments, concepts, perConcept } = evidence;
  let quote: SearchEvidence | undefined;
  const scored = segments
    .map((s) => ({ s, n: s.hits.reduce((n, h, i) => n + (h[0] ? (concepts[i]?.weight ?? 1) : h[1] ? 0.5 : 0), 0) }))
    .sort((a, b) => b.n - a.n || b.s.rank - a.s.rank);
  const top = scored[0];
  const titleCarries = perConcept.some((e) => e.title);
  if (top && (!titleCarries || perConcept.some((e) => !e.title && !e.description && e.transcriptMentions > 0))) {
    quote = {
      kind: 'transcript',
      quote: shortQuote(top.s.text),
      ...(top.s.startSeconds != null ? { startSeconds: top.s.startSeconds } : {}),
    };
  } else if (titleCarries) {
    quote = { kind: 'title', quote: row.title };
  } else {
    const sentence = bestSentence(row.description, concepts);
    if (sentence) quote = { kind: 'description', quote: sentence };
    else if (top)
      quote = {
        kind: 'transcript',
        quote: shortQuote(top.s.text),
        ...(top.s.startSeconds != null ? { startSeconds: top.s.startSeconds } : {}),
      };
  }
  return quote;
}
