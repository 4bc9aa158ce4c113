import { porterStem } from './porter-stemmer';

/**
 * Words that carry no topic: question words, fillers that speech transcripts are full of, and
 * the usual function words. Dropping them keeps "what did they say about X" about X.
 */
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during
each few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers
herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most
mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same shan't she
she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there
there's these they they'd they'll they're they've this those through to too under until up very was wasn't we
we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's
with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves
yeah yes uh um uhm mm hmm oh okay ok like just really actually kind sort thing things stuff gonna wanna gotta
know mean right well think going get got go say said says tell told talk talked talking discuss discussed
mention mentioned episode episodes podcast guest guests host hosts speaker speakers anything something everything one ones lot lots way
will shall may might must us also even still much many`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A small thesaurus of everyday near-synonyms, both ways. It widens a question's words to the
 * words a speaker is likely to have used; expanded terms count for less than the asker's own.
 */
const SYNONYM_GROUPS = [
  ['begin', 'start', 'started', 'beginning', 'origin', 'founded', 'launch', 'launched'],
  ['fast', 'quick', 'speed', 'performance', 'perf', 'faster', 'slow'],
  ['cost', 'price', 'pay', 'paid', 'money', 'expensive', 'cheap', 'dollars', 'fee'],
  ['job', 'work', 'career', 'employer', 'company', 'engineer', 'developer', 'manager', 'role'],
  ['book', 'books', 'read', 'reading'],
  ['favorite', 'favourite', 'prefer', 'best', 'love'],
  ['problem', 'issue', 'bug', 'trouble', 'challenge'],
  ['downside', 'drawback', 'disadvantage', 'limitation', 'weakness', 'shortcoming'],
  ['learn', 'learned', 'study', 'taught', 'teach'],
  ['use', 'using', 'used', 'utilize'],
  ['buy', 'purchase', 'bought'],
  ['build', 'built', 'create', 'created', 'make', 'made'],
  ['recommend', 'recommendation', 'suggest', 'advice', 'tip'],
  ['grow', 'growth', 'increase', 'grew'],
  ['listen', 'listener', 'listeners', 'audience'],
  ['money', 'revenue', 'income', 'monetize', 'monetization'],
  ['app', 'application', 'software', 'program'],
  ['computer', 'machine', 'laptop'],
  ['database', 'db', 'sql', 'sqlite', 'postgres'],
  ['store', 'storage', 'save', 'persist', 'disk'],
  ['author', 'creator', 'wrote', 'written', 'maintainer'],
  ['name', 'called', 'named'],
  ['old', 'age', 'years'],
  ['live', 'lives', 'located', 'based'],
  ['future', 'next', 'plan', 'plans', 'upcoming'],
  ['movie', 'film'],
  ['car', 'vehicle', 'drive', 'driving'],
  ['kid', 'kids', 'child', 'children'],
  ['doctor', 'physician'],
  ['happy', 'glad', 'excited'],
  ['big', 'large', 'huge'],
  ['small', 'tiny', 'little'],
];

/**
 * Past forms of common irregular verbs, so "what did he write" meets "he wrote" and "who built
 * it" meets "we build". Forms that are also everyday nouns or adjectives ("left", "saw", "felt",
 * "found", "rose") are left out.
 */
const IRREGULAR = new Map<string, string>(
  `began:begin begun:begin bought:buy brought:bring broke:break broken:break built:build caught:catch chose:choose
chosen:choose came:come drew:draw drawn:draw drove:drive driven:drive ate:eat eaten:eat fought:fight flew:fly
flown:fly forgot:forget forgotten:forget gave:give given:give grew:grow grown:grow held:hold hid:hide hidden:hide
kept:keep led:lead lost:lose made:make met:meet paid:pay ran:run sold:sell sent:send sang:sing sung:sing spoke:speak
spoken:speak spent:spend stood:stand stole:steal stolen:steal taught:teach threw:throw thrown:throw took:take
taken:take understood:understand won:win wore:wear worn:wear wrote:write written:write fell:fall
fallen:fall sat:sit slept:sleep heard:hear shook:shake shaken:shake swam:swim became:become rode:ride ridden:ride`
    .split(/\s+/)
    .map((pair) => pair.split(':') as [string, string]),
);

/** Each irregular verb's forms, the base form included, by any of them. */
const VERB_FORMS = (() => {
  const forms = new Map<string, Set<string>>();
  for (const [form, base] of IRREGULAR) {
    const set = forms.get(base) ?? new Set([base]);
    set.add(form);
    forms.set(base, set);
    forms.set(form, set);
  }
  return forms;
})();
/** Another form of the asker's verb ("wrote" for "write") counts nearly as much as the word asked. */
const VERB_FORM_WEIGHT = 0.7;

/** A stem of the question with its weight; `word` is the asker's own spelling, for their own terms. */
export type QueryTerm = { stem: string; weight: number; word?: string };

const stemCache = new Map<string, string>();

/** The stem of one lower-case word, memoised: transcripts repeat words a lot. */
export function stemOf(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = porterStem(word);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(word, s);
  }
  return s;
}

const WORD = /[a-z0-9]+(?:['’][a-z]+)?/g;

/** Lower-case words of a text, apostrophes folded, in order. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace('’', "'"));
}

/** A topic word's stem, or null for a stopword or a lone letter. */
function topicStem(word: string): string | null {
  const w = word.replace(/'s$/, '');
  if (STOPWORDS.has(word) || (w.length < 2 && !/\d/.test(w))) return null;
  return stemOf(w);
}

/** The stems a text contributes to retrieval: topic words only, stemmed. */
export function termsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of wordsOf(text)) {
    const stem = topicStem(w);
    if (stem !== null) out.push(stem);
  }
  return out;
}

const synonymIndex = (() => {
  const index = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map((w) => stemOf(w));
    for (const s of stems) {
      const set = index.get(s) ?? new Set<string>();
      for (const other of stems) if (other !== s) set.add(other);
      index.set(s, set);
    }
  }
  return index;
})();

/**
 * A question as weighted stems: its own words at full weight, their synonyms at 0.4, and any
 * extra synonyms the caller supplies (e.g. from WordNet) at the same lower weight.
 */
export function queryTermsOf(question: string, extraSynonyms?: (word: string) => string[]): QueryTerm[] {
  const weights = new Map<string, number>();
  const spelled = new Map<string, string>();
  for (const w of wordsOf(question)) {
    const stem = topicStem(w);
    if (stem !== null) spelled.set(stem, w.replace(/'s$/, ''));
  }
  const own = [...spelled.keys()];
  for (const stem of own) weights.set(stem, 1);
  for (const word of spelled.values()) {
    for (const form of VERB_FORMS.get(word) ?? []) {
      const stem = topicStem(form);
      if (stem !== null && !weights.has(stem)) weights.set(stem, VERB_FORM_WEIGHT);
    }
  }
  for (const stem of own) {
    for (const syn of synonymIndex.get(stem) ?? []) if (!weights.has(syn)) weights.set(syn, 0.4);
  }
  if (extraSynonyms) {
    for (const w of wordsOf(question)) {
      if (STOPWORDS.has(w)) continue;
      for (const syn of extraSynonyms(w)) {
        for (const stem of termsOf(syn)) if (!weights.has(stem)) weights.set(stem, 0.4);
      }
    }
  }
  return [...weights].map(([stem, weight]) => ({
    stem,
    weight,
    word: weight === 1 ? spelled.get(stem) : undefined,
  }));
}
