import type { SearchEvidence } from '../../../common/api/search';
import { formatTimestamp } from '../../../common/timestamp';
import { escapeRegExp } from '../../lib/strings';
import { porterStem } from '../../providers/ai/porter-stemmer';
import { DESCRIPTION_READ } from './search.repo';
import type { ConceptMatch, MatchPlace } from './search-score';
import { type Concept, INITIAL, namesAnotherThing, withoutAccents, wordsOf } from './search-terms';

const PLACE_WORDS: Record<MatchPlace, string> = {
  title: 'in the title',
  show: "in the show's name",
  people: 'in the people on the episode',
  description: 'in the description',
  transcript: 'in the transcript',
};
const ORDER: MatchPlace[] = ['title', 'show', 'people', 'description', 'transcript'];

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Ends a card's sentence with a full stop, unless the quote that closes it already ends one ("…Florida."). */
function endSentence(text: string): string {
  return /[.!?…]["”]?$/.test(text) ? text : `${text}.`;
}

/** Trims a passage to about `max` characters on word boundaries, marking cuts with an ellipsis. */
export function shortQuote(text: string, max = 160, focus?: RegExp): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  // What the quote is to show, when it is past the cut, starts it (a few words before it).
  const at = focus ? clean.search(focus) : -1;
  const start = at > max - QUOTE_LEAD ? clean.lastIndexOf(' ', at - QUOTE_LEAD) + 1 : 0;
  const rest = clean.slice(start);
  const cut = rest.slice(0, max);
  const body = rest.length <= max ? rest : `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max)}…`;
  return start > 0 ? `…${body}` : body;
}

/** How many characters before the words it shows a quote cut from a long sentence starts. */
const QUOTE_LEAD = 40;

/**
 * One entry of a place's list: a concept matched there, or two said there side by side as one;
 * `form` is the word a text has instead of the concept's own ("house" for "housing").
 */
type PlacedLabel = { label: string; matches: ConceptMatch[]; form?: string };

/** A word as written, its plural and its possessive: "election", "elections", "election's". */
function writtenForms(word: string): Set<string> {
  const one = word
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x|z)es$/, '$1')
    .replace(/([^s])s$/, '$1');
  const plural = one.endsWith('y') ? `${one.slice(0, -1)}ies` : /(s|sh|ch|x|z)$/.test(one) ? `${one}es` : `${one}s`;
  // Words are read without their apostrophes: "Spotify's" is "spotifys", "Spotifies'" "spotifies".
  return new Set([word, one, plural, `${one}s`]);
}

/**
 * The word a text has in place of a one-word concept when it has the concept only as another word
 * of its stem ("house" for "housing", "elected" for "election") or as the end of a compound that
 * names another thing ("hot dogs" for "dogs"), in lower case; undefined when it
 * has the word as written or as its plural, or the text was cut before its end (a description
 * longer than the search reads).
 */
function anotherForm(text: string | undefined, place: MatchPlace, concept: Concept): string | undefined {
  const [word] = concept.words;
  if (!text || !word || concept.name) return undefined;
  if (place !== 'title' && (place !== 'description' || text.length >= DESCRIPTION_READ)) return undefined;
  const words = wordsOf(withoutAccents(text));
  // Another name of the subject ("coronavirus" for "covid", "second world war" for "wwii").
  if (concept.variants && !hasRun(words, concept.words)) {
    const other = concept.variants.find((v) => !v.includes(INITIAL) && hasRun(words, v));
    if (other) return other.join(' ');
  }
  if (concept.words.length !== 1 || concept.spelled || !/^[a-z]+$/.test(word)) return undefined;
  const forms = writtenForms(word);
  const at = words.flatMap((w, i) => (forms.has(w) ? [i] : []));
  // Only as the end of a compound that names another thing: "hot dogs" for "dogs".
  if (at.length && at.every((i) => i > 0 && namesAnotherThing(words[i - 1] as string, words[i] as string)))
    return `${words[(at[0] as number) - 1]} ${words[at[0] as number]}`;
  if (at.length) return undefined;
  const stem = porterStem(word);
  return words.find((w) => porterStem(w) === stem);
}

/** Whether `words` hold `run` as neighbours, in its order. */
function hasRun(words: string[], run: string[]): boolean {
  return words.some((_, i) => run.every((w, j) => words[i + j] === w));
}

/**
 * Per place, the concepts matched there in the query's order; two matched as written and said
 * side by side there ("hong" and "kong" in the title) are one entry, "hong kong". A person's
 * surname is left out where the whole name matched.
 */
function labelsByPlace(
  matches: ConceptMatch[],
  texts: Partial<Record<MatchPlace, string>> | undefined,
): Map<MatchPlace, PlacedLabel[]> {
  const byPlace = new Map<MatchPlace, PlacedLabel[]>();
  // A surname is said of its own only where the whole name is not ("Kavanaugh" in the title).
  const named = new Set(matches.filter((m) => m.credit > 0).map((m) => m.concept.label));
  const plain = (x: ConceptMatch) => !x.bySynonym && !x.byCloseSpelling;
  for (const m of matches) {
    if (!m.place || (m.concept.surnameOf && named.has(m.concept.surnameOf))) continue;
    const labels = byPlace.get(m.place) ?? [];
    const form = plain(m) ? anotherForm(texts?.[m.place], m.place, m.concept) : undefined;
    if (form) {
      byPlace.set(m.place, [...labels, { label: form, matches: [m], form }]);
      continue;
    }
    const last = labels.at(-1);
    if (
      plain(m) &&
      last &&
      !last.form &&
      last.matches.every(plain) &&
      sideBySide(texts?.[m.place], last.label, m.concept.label)
    ) {
      last.label = `${last.label} ${m.concept.label}`;
      last.matches.push(m);
      continue;
    }
    byPlace.set(m.place, [...labels, { label: m.concept.label, matches: [m] }]);
  }
  return byPlace;
}

/**
 * The topics a result card shows as chips, most telling first, at most once each: the concepts
 * that matched, two said side by side joined as the explanation joins them ("hong kong").
 */
export function matchedTopics(matches: ConceptMatch[], texts?: Partial<Record<MatchPlace, string>>): string[] {
  const credit = (p: PlacedLabel) => Math.max(...p.matches.map((m) => m.credit));
  const entries = [...labelsByPlace(matches, texts).values()].flat().filter((p) => credit(p) > 0);
  entries.sort((a, b) => credit(b) - credit(a) || b.matches.length - a.matches.length);
  // A concept listed joined in one place and alone in another is shown once, joined.
  const shown = new Set<ConceptMatch['concept']>();
  const topics: string[] = [];
  for (const entry of entries) {
    if (entry.matches.every((m) => shown.has(m.concept))) continue;
    for (const m of entry.matches) shown.add(m.concept);
    if (!topics.includes(entry.label)) topics.push(entry.label);
  }
  return topics;
}

/**
 * The sentence on each result card: which concepts matched where, and the passage that shows it.
 * Example: Matches "sleep" and "memory" in the title; at 12:34 the transcript says: "…".
 */
export function explain(
  matches: ConceptMatch[],
  evidence: SearchEvidence | undefined,
  opts: { similarTo?: string; texts?: Partial<Record<MatchPlace, string>> } = {},
): string {
  const byPlace = labelsByPlace(matches, opts.texts);
  const quoted = ({ label, matches: [m], form }: PlacedLabel) =>
    `"${label}"${m?.bySynonym ? ' (by a synonym)' : ''}${m?.byCloseSpelling ? ' (close spelling)' : ''}${form ? ` (for "${m?.concept.label}")` : ''}`;
  const clauses = ORDER.filter((p) => byPlace.has(p)).map(
    (p) => `${listOf((byPlace.get(p) as PlacedLabel[]).map(quoted))} ${PLACE_WORDS[p]}`,
  );
  // The verb of a question ("form" in "how do hurricanes form") asks about the subject; it is not
  // something the episode failed to cover.
  const missing = matches.filter((m) => !m.place && !m.concept.optional).map((m) => `"${m.concept.label}"`);
  let sentence = opts.similarTo ? `Similar to ${opts.similarTo}: shares ` : 'Matches ';
  sentence += clauses.length ? listOf(clauses) : 'your search only loosely';
  if (missing.length && !opts.similarTo) sentence += `; does not mention ${listOf(missing)}`;
  return explainWith(sentence, evidence);
}

/** Whether `text` says `first` and then `second`, with only a space or a hyphen between them. */
function sideBySide(text: string | undefined, first: string, second: string): boolean {
  if (!text) return false;
  return new RegExp(
    `(^|[^\\p{L}\\p{N}])${escapeRegExp(first)}[\\s-]+${escapeRegExp(second)}($|[^\\p{L}\\p{N}])`,
    'iu',
  ).test(text);
}

/** A card's sentence closed by its evidence, quoted ("…; the description says: "…"."), and a full stop. */
export function explainWith(sentence: string, evidence: SearchEvidence | undefined): string {
  return endSentence(sentence + evidenceClause(evidence));
}

function evidenceClause(evidence: SearchEvidence | undefined): string {
  if (evidence?.kind === 'transcript') {
    const at = evidence.startSeconds != null ? `at ${formatTimestamp(evidence.startSeconds)} ` : '';
    return `; ${at}the transcript says: "${evidence.quote}"`;
  }
  if (evidence?.kind === 'description') return `; the description says: "${evidence.quote}"`;
  return '';
}
