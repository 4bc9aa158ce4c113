import { RecentMap } from '../../lib/recent-map';
import { escapeRegExp, titleCase } from '../../lib/strings';
import { isFirstName } from '../../providers/ai/first-names';
import { rarityOf } from '../../providers/ai/spoken-frequency';
import { wordnet } from '../../providers/wordnet/wordnet';

/**
 * Words that carry no topic in a search box: function words and the phrasing listeners wrap a
 * topic in ("episodes about", "podcasts discussing").
 */
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can cannot could did do does doing down during each few for from further had has have
having he her here hers him his how i if in into is it its itself me more most my no nor not of off on once
only or other our ours out over own same she should so some such than that the their theirs them then there
these they this those through to too under until up very was we were what when where which while who whom
why will with would you your yours
listen listening find looking want interested something anything
talk talks talking discuss discusses discussing discussion conversation conversations someone people thing
things stuff like liked likes love loved enjoyed enjoy good great best really regarding related covering cover covers
please me us get without episode episodes heard hear update newsletter subscribe visit links
explain explained explains explaining explanation explainer
arent cant couldnt didnt doesnt dont hadnt hasnt havent hes heres hows im isnt ive lets mustnt shant shes
shouldnt thats theres theyd theyll theyre theyve wasnt werent weve whats whens wheres whos whys wont wouldnt
youd youll youre youve`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Contractions whose letters without the apostrophe are another word ("we'll" is not "well",
 * "I'll" not "ill"): dropped as typed, before apostrophes are. The others are in STOPWORDS.
 */
const CONTRACTIONS = new Set(["he'd", "he'll", "i'd", "i'll", "she'd", "she'll", "we'd", "we'll", "we're", "it's"]);

/** A word or quoted phrase the listener asked for, with the words that may stand in for it. */
export type Concept = {
  /** As the listener wrote it, for explanations ("sleep", "machine learning"). */
  label: string;
  /** The words of the concept; more than one means a phrase that must be adjacent. */
  words: string[];
  /** WordNet synonyms of a single-word concept; a match on them counts for less. */
  synonyms: string[];
  /** How much the concept counts towards the score, relative to the others. */
  weight: number;
  /**
   * 0..1, how rare the concept is in the catalog (1: a handful of episodes). A rare word in a
   * description is strong evidence of the topic; a common one ("start", "game") is weak.
   */
  rarity?: number;
  /** Written as a name ("Adam Curry"): a match on the episode's people is then a direct hit. */
  name?: boolean;
  /** So common in the catalog that its matches alone would flood the candidates. */
  common?: boolean;
  /**
   * A name, quoted phrase or word as written with its hyphens (["kim", "jong-un"]), when it has
   * any: the database indexes "Jong-un" as one word and as two, so the phrase is looked up both
   * ways. Initials, with dots (["a.i"]). For a number, its groups of three digits (["80", "000"];
   * see digitGroups).
   */
  spelled?: string[];
  /**
   * Other ways feeds write the same phrase: a small number in words or Roman numerals ("season
   * 2" is also "season two" and "season ii"; see numberVariants); a name with or without its
   * middle initial (see nameVariants).
   */
  variants?: string[][];
  /**
   * The verb of a question ("who killed Lincoln", "how do hurricanes form"), or "US" (which the
   * index cannot tell from "us"): an episode that has it is closer, and one without it can still
   * be about the subject asked for.
   */
  optional?: boolean;
  /**
   * For the last word of a person's name (see surnameOf), the name's label: an episode that says
   * "Kavanaugh" alone likely speaks of "Brett Kavanaugh", and counts for less than one that says it
   * all. Such a concept is optional.
   */
  surnameOf?: string;
  /**
   * For the words of a compound WordNet lists as one noun ("interest rates", "video game",
   * "climate change"), the compound: its words count as one subject of the query, not as two.
   */
  compound?: string;
};

/** Verbs of a question that ask how or what of the subject and name no subject of their own, by lemma. */
const EMPTY_VERBS = new Set(['work', 'happen', 'occur']);

/** Particles of a phrasal verb ("go up", "turn out"): the verb is the word before them. */
const PARTICLES = new Set(['up', 'down', 'out', 'off', 'away', 'back', 'over', 'on']);

/**
 * The verb of a question, which asks about its subject and is not the subject: the word after
 * "who" or "what" ("who killed Abraham Lincoln", "what happened to ..."), when WordNet knows it
 * first as a verb, or the closing word of "how / why / when / where do(es) <subject> <verb>" ("how
 * do hurricanes form"), or the word before an object or a preposition ("how do bees make honey",
 * "how do farmers deal with stress"). When the subject is the listener ("why do we sleep"), the
 * verb is the topic.
 */
export function questionVerb(criteria: string): string | null {
  const words = wordsOf(criteria);
  const second = words[1];
  if (
    (words[0] === 'who' || words[0] === 'what') &&
    second &&
    !isStopword(second) &&
    wordnet().primaryPos(second) === 'verb'
  ) {
    return second;
  }
  const asked = /^(how|why|when|where) (do|does|did) (.+) (\S+)$/.exec(words.join(' '));
  if (!asked || /^(i|we|you|they|people|one)$/.test(asked[3])) return null;
  // A verb with its particle ("why do prices go up"): the verb is the word before the particle.
  if (PARTICLES.has(asked[4])) {
    const verb = /(?:^|\s)(\S+)$/.exec(asked[3])?.[1];
    return verb && asked[3].includes(' ') && !isStopword(verb) && wordnet().primaryPos(verb) === 'verb' ? verb : null;
  }
  if (isStopword(asked[4])) return null;
  // After a preposition the closing word is what the verb is about, and the verb comes before
  // the preposition: in "how do farmers deal with stress" the verb is "deal", the topic stress.
  const withPreposition =
    /(?:^|\s)(\S+) (with|about|to|for|on|in|of|from|at|into|over|without|through|against|after)$/.exec(asked[3]);
  if (withPreposition) {
    const verb = withPreposition[1] as string;
    return !isStopword(verb) && wordnet().lemma(verb, 'verb') ? verb : null;
  }
  // A verb and its object: in "how do bees make honey" the verb is "make".
  const before = /\s(\S+)$/.exec(asked[3])?.[1];
  if (before && wordnet().primaryPos(before) === 'verb' && wordnet().primaryPos(asked[4]) !== 'verb') return before;
  return wordnet().lemma(asked[4], 'verb') ? asked[4] : null;
}

// Numbers joined by slashes or dots ("9/11", "24/7", "2.0") are one word, as the database's parser reads them.
const WORD = /\d+(?:[./]\d+)+(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:['’][\p{L}]+)?(?:-[\p{L}\p{N}]+)*/gu;
/** A character of a word: a letter or a digit, of any script. */
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const PLAIN_WORD = /[\p{L}\p{N}]+/gu;
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** Lower-case words of a text, apostrophes dropped ("don't" -> dont). */
export function wordsOf(text: string): string[] {
  return plainLower(text).match(PLAIN_WORD) ?? [];
}

/** A text in lower case without apostrophes, as its words are read. */
const plainLower = (text: string): string => text.toLowerCase().replace(/['’]/g, '');

/**
 * wordsOf's words as places in the lower-case text they are cut from, word i from places[2i] to
 * places[2i + 1]: one string and one list of numbers however many words, cheap to keep for many
 * texts. Found by a loop over the characters (a regular expression run once a word is several
 * times slower), with PLAIN_WORD's characters (WORD_CHARACTER).
 */
export type WordPlaces = { lower: string; places: Uint32Array };
export function wordPlaces(text: string): WordPlaces {
  const lower = plainLower(text);
  // Worked out in one list that is reused, then copied at its length: the copy is kept.
  if (placesScratch.length < lower.length + 2) placesScratch = new Uint32Array(lower.length + 2);
  const places = placesScratch;
  let n = 0;
  let start = -1;
  for (let i = 0; i < lower.length; ) {
    const code = lower.codePointAt(i) as number;
    const size = code > 0xffff ? 2 : 1;
    if (isWordCharacter(code)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      places[n++] = start;
      places[n++] = i;
      start = -1;
    }
    i += size;
  }
  if (start >= 0) {
    places[n++] = start;
    places[n++] = lower.length;
  }
  return { lower, places: places.slice(0, n) };
}
let placesScratch = new Uint32Array(2048);

/** Per character of the Basic Multilingual Plane, as it is first met: 1 part of a word, 2 not. */
const wordCharacters = new Uint8Array(0x10000);
function isWordCharacter(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  if (code > 0xffff) return WORD_CHARACTER.test(String.fromCodePoint(code));
  let known = wordCharacters[code] as number;
  if (known === 0) {
    known = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2;
    wordCharacters[code] = known;
  }
  return known === 1;
}

/** Text with its letters' accents dropped ("Pokémon" -> "Pokemon"): a listener may type a word either way. */
export function withoutAccents(text: string): string {
  // Letters with accents, and combining marks, are in U+00C0 to U+1FFF (Latin, Greek, Cyrillic and
  // their extensions). Most texts outside ASCII only have typographic quotes and dashes, which
  // have nothing to drop: they skip the decomposition.
  return /[\u00c0-\u1fff]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
}

/** Dotted initials as one word in capitals, however typed: "A.I." is AI, "s.o.m." SOM. */
export function withoutInitialsDots(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu, (m) => m.replace(/\./g, '').toUpperCase());
}

/** A concept's hyphenated spelling written together ("e-mail" as "email"), when it has one. */
export function writtenTogether(concept: Concept): string[] | null {
  return concept.spelled?.some((w) => w.includes('-')) ? concept.spelled.map((w) => w.replace(/-/g, '')) : null;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word) || word.length < 2;
}

/**
 * The concepts of a search: quoted phrases stay whole, the remaining words become one concept each.
 * Capitalised neighbours ("Adam Curry", "Planet Money") are kept together as a name.
 */
export function conceptsOf(criteria: string, opts: { synonyms?: boolean } = {}): Concept[] {
  const concepts: Concept[] = [];
  const seen = new Set<string>();
  const verb = questionVerb(criteria);
  // `spelled`: the words as written, kept when one of them is hyphenated, dotted or has an apostrophe;
  // `alwaysOptional`: missing it costs an episode nothing (see Concept.optional).
  const add = (words: string[], label: string, name = false, spelled?: string[], alwaysOptional = false) => {
    const key = words.join(' ');
    if (words.length === 0 || seen.has(key)) return;
    // "How does the stock market work", "what happened to ...": the verb asks about the subject and says nothing more.
    if (key === verb && EMPTY_VERBS.has(wordnet().lemma(key, 'verb') ?? key)) return;
    seen.add(key);
    // A name written with an apostrophe or hyphen ("Riordan's Desk", "Jong-un") is no first and last name.
    const plainName = name && !spelled?.some((w) => /[-'’.]/.test(w));
    const aliases = aliasesOf(words);
    const variants = aliases ?? ((plainName && nameVariants(words)) || numberVariants(words));
    const synonyms =
      opts.synonyms === false
        ? []
        : (newerKindsOf(words) ?? (words.length === 1 && !/^\d+$/.test(words[0]) ? wordnet().synonyms(words[0]) : []));
    const optional = alwaysOptional || (!name && key === verb);
    const grouped = words.length === 1 ? digitGroups(words[0]) : null;
    concepts.push({
      label,
      words,
      synonyms: name ? [] : synonyms,
      weight: 1,
      name,
      ...(spelled?.some((w) => /[-./']/.test(w)) && { spelled }),
      ...(grouped && { spelled: grouped }),
      ...(variants && { variants }),
      ...(optional && { optional }),
    });
    const surname = plainName ? surnameOf(words) : null;
    if (surname && !seen.has(surname)) {
      seen.add(surname);
      const written = label.split(/\s+/).at(-1) ?? surname;
      concepts.push({
        label: written,
        words: [surname],
        synonyms: [],
        weight: 1,
        name: true,
        optional: true,
        surnameOf: label,
      });
    }
  };
  // "podcasts about X": the topic is X; "start a podcast": podcasting is the topic.
  // Dotted initials are one word ("A.I." is AI, "U.S.A." USA).
  const unwrapped = withoutInitialsDots(criteria).replace(
    /\b(podcasts?|episodes?|shows?)\s+(about|on|regarding|discussing|covering|with|where|that|for)\b/gi,
    ' ',
  );
  const rest = unwrapped
    .replace(/["“]([^"”]+)["”]/g, (_, phrase: string) => {
      const words = wordsOf(phrase);
      add(words, words.join(' '), false, phrase.toLowerCase().replace(/['’]/g, '').match(HYPHENATED) ?? []);
      return ' ';
    })
    // "WW2", "the Second World War": one subject, however it is written.
    .replace(ALIASED, (phrase: string) => {
      add(wordsOf(phrase.toLowerCase()), phrase);
      return ' ';
    });
  const raw = rest.match(WORD) ?? [];
  let i = 0;
  while (i < raw.length) {
    if (CONTRACTIONS.has(raw[i].toLowerCase().replace(/’/g, "'"))) {
      i++;
      continue;
    }
    const word = raw[i].toLowerCase().replace(/['’]/g, '');
    // A run of capitalised words that are not stopwords is a name: "Planet Money", "Adam Curry".
    if (/^\p{Lu}/u.test(raw[i]) && i + 1 < raw.length && /^\p{Lu}/u.test(raw[i + 1]) && !isStopword(word)) {
      let j = i + 1;
      while (j < raw.length && /^\p{Lu}/u.test(raw[j]) && !isStopword(raw[j].toLowerCase())) j++;
      // A small number after a name is part of it: "World War 2".
      if (j < raw.length && isSmallNumber(raw[j].toLowerCase())) j++;
      if (j - i >= 2) {
        const spelled = raw.slice(i, j).map((w) => w.toLowerCase().replace(/’/g, "'"));
        add(spelled.flatMap(wordsOf), raw.slice(i, j).join(' '), true, spelled);
        i = j;
        continue;
      }
    }
    // A person's name typed in lower case, as most searches are: "brett kavanaugh".
    const nameEnd = typedNameEnd(raw, i);
    if (nameEnd > i) {
      const spelled = raw.slice(i, nameEnd).map((w) => w.toLowerCase());
      add(spelled, spelled.map(titleCase).join(' '), true, spelled);
      i = nameEnd;
      continue;
    }
    // A small number after a word is part of it: "season 2", "world war 2", "part two".
    const next = raw[i + 1]?.toLowerCase();
    if (next && isSmallNumber(next) && /^\p{L}+$/u.test(word) && !isStopword(word)) {
      add([word, next], `${word} ${raw[i + 1]}`);
      i += 2;
      continue;
    }
    // "US" (or "U.S.") among words not in capitals is the country: looked up as "U.S." and
    // "United States", since the index cannot tell a bare "US" from "us". Optional, as an episode
    // that writes "US" is still about it.
    if (word === 'us' && raw[i] === 'US' && /\p{Ll}/u.test(unwrapped)) {
      add(['united', 'states'], raw[i], false, ['u.s'], true);
      i++;
      continue;
    }
    // Initials in capitals ("AI", "FBI") are also looked up as some publications write them ("A.I.").
    if (/^\p{Lu}{2,4}$/u.test(raw[i]) && !isStopword(word)) {
      add([word], word, false, [word.split('').join('.')]);
      i++;
      continue;
    }
    // A hyphenated word is one concept, its parts side by side ("covid-19", "x-ray", "hip-hop"),
    // and so are numbers joined by slashes or dots ("9/11" is not "11", "2.0" not nothing),
    // looked up as written too: the index holds "COVID-19" as "covid" and "-19", so its "19" on
    // its own would never match, and "x" alone is no word at all. With a function word among its
    // parts ("US-China", written "U.S.-China"; "state-of-the-art"), its other parts count alone.
    const parts = wordsOf(word);
    const joinedNumber = /^\d+(?:[./]\d+)+$/.test(word);
    if (
      joinedNumber ||
      (parts.length > 1 && parts.some((part) => !isStopword(part)) && !parts.some((part) => STOPWORDS.has(part)))
    )
      add(parts, word, false, [word]);
    else {
      // A word with an apostrophe ("o'brien", "obama's") is also looked up as the index parts it.
      const written = raw[i].toLowerCase().replace(/’/g, "'");
      const spelled = parts.length === 1 && written.includes("'") ? [written] : undefined;
      for (const part of parts) if (!isStopword(part)) add([part], spelled ? written : part, false, spelled);
    }
    i++;
  }
  if (concepts.length === 0) {
    for (const word of wordsOf(rest)) if (word.length > 2) add([word], word);
  }
  markCompounds(concepts, raw);
  return concepts;
}

/**
 * Marks two plain words typed side by side that WordNet lists as one noun ("interest rates",
 * "video game", "climate change", "gun control"): in "inflation and interest rates" the listener
 * asks about two subjects, not three.
 */
function markCompounds(concepts: Concept[], raw: string[]) {
  const typed = raw.map((w) => w.toLowerCase().replace(/['’]/g, ''));
  const plain = (c: Concept | undefined) =>
    !!c && c.words.length === 1 && !c.name && !c.optional && !c.spelled && !c.compound;
  for (let i = 0; i + 1 < concepts.length; i++) {
    const [a, b] = [concepts[i], concepts[i + 1]];
    if (!plain(a) || !plain(b)) continue;
    const at = typed.indexOf(a.words[0]);
    if (at < 0 || typed[at + 1] !== b.words[0]) continue;
    if (!wordnet().lemma(`${a.words[0]}_${b.words[0]}`, 'noun')) continue;
    a.compound = b.compound = `${a.label} ${b.label}`;
    i++;
  }
}

/**
 * Small numbers as feeds write them, in figures, words and Roman numerals. One is never "i": the
 * database drops that word, and "season <-> i" would be "season" alone.
 */
const SMALL_NUMBERS = [
  ['1', 'one'],
  ['2', 'two', 'ii'],
  ['3', 'three', 'iii'],
  ['4', 'four', 'iv'],
  ['5', 'five', 'v'],
  ['6', 'six', 'vi'],
  ['7', 'seven', 'vii'],
  ['8', 'eight', 'viii'],
  ['9', 'nine', 'ix'],
];

const isSmallNumber = (word: string) => SMALL_NUMBERS.some((n) => n.includes(word));

/**
 * A phrase ending in a small number, written the other ways ("world war ii" as "world war 2" and
 * "world war two"); null for any other phrase.
 */
export function numberVariants(words: string[]): string[][] | null {
  const last = words.at(-1);
  if (words.length < 2 || !last) return null;
  const same = SMALL_NUMBERS.find((n) => n.includes(last));
  return same ? same.filter((n) => n !== last).map((n) => [...words.slice(0, -1), n]) : null;
}

/** Ordinal words, by value less one: ORDINAL_WORDS[2] is "third". */
export const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** The eleventh to the twentieth century in words, as speech to text writes them. */
const CENTURY_WORDS = ORDINAL_WORDS.slice(10, 20);

/**
 * Subjects written in several ways that share no word, or no number written alike: "World War II"
 * is also "WWII", "WW2" and "the Second World War".
 */
const ALIASES: string[][][] = [
  // Not "world war i": the index drops "i", and the phrase would be "world war" alone.
  [['world', 'war', '1'], ['world', 'war', 'one'], ['wwi'], ['ww1'], ['first', 'world', 'war']],
  [
    ['world', 'war', 'ii'],
    ['world', 'war', '2'],
    ['world', 'war', 'two'],
    ['wwii'],
    ['ww2'],
    ['second', 'world', 'war'],
  ],
  // Newer than the dictionary: the virus of 2020 by each of its names ("2019-nCoV" in the first
  // weeks' show notes).
  [['coronavirus'], ['covid'], ['covid', '19'], ['ncov']],
  [['artificial', 'intelligence'], ['ai']],
  // "Crypto" as shows say it, and as speech to text splits the word.
  [['cryptocurrency'], ['cryptocurrencies'], ['crypto'], ['crypto', 'currency']],
  // A century by its years and by its number: "the 1800s" is "the 19th century".
  ...CENTURY_WORDS.map((word, i) => {
    const n = i + 11;
    return [[`${n - 1}00s`], [`${n}th`, 'century'], [word, 'century']];
  }),
];

/**
 * Subjects newer than the dictionary, by the first of their ALIASES, with their best-known kinds,
 * matched as synonyms are (for less than the word itself): a listener asking for crypto means the
 * episodes about bitcoin.
 */
const NEWER_KINDS: Record<string, string[]> = { cryptocurrency: ['bitcoin', 'ethereum'] };

/**
 * Where a query says one of the ALIASES (as the query's words are read, "ww 2" too), not as part
 * of a hyphenated word ("COVID-19" stays one). A single word is read as any other word is, and
 * takes its aliases there: "AI" keeps its written form "A.I.".
 */
const ALIASED = new RegExp(
  `(?<!\\w-)\\b(?:${ALIASES.flat()
    .filter((words) => words.length > 1 || /^ww/.test(words[0] as string))
    .map((words) => (words.length === 1 ? (words[0] as string).replace(/^ww/, 'ww ?') : words.join(' ')))
    .join('|')})\\b(?!-\\w)`,
  'gi',
);

/** The other ways of writing a subject of ALIASES, or null. */
function aliasesOf(words: string[]): string[][] | null {
  const said = aliasKey(words);
  const group = aliasGroupOf(said);
  return group ? group.filter((w) => w.join(' ') !== said) : null;
}

/** The best-known kinds of a subject of NEWER_KINDS, by any of its names, or null. */
function newerKindsOf(words: string[]): string[] | null {
  const first = aliasGroupOf(aliasKey(words))?.[0];
  return (first && NEWER_KINDS[first.join(' ')]) || null;
}

const aliasKey = (words: string[]) => words.join(' ').replace(/^ww (\w+)$/, 'ww$1');
const aliasGroupOf = (said: string) => ALIASES.find((g) => g.some((w) => w.join(' ') === said));

/** In a concept's variant, a middle initial: "ulysses * grant" is "Ulysses S. Grant". */
export const INITIAL = '*';

/**
 * A name of two words as feeds also write it, with a middle initial ("Ulysses Grant" as "Ulysses
 * S. Grant", "Michael Fox" as "Michael J. Fox"); null for any other.
 */
export function nameVariants(words: string[]): string[][] | null {
  const [first, last] = words;
  const isNameWord = (w: string | undefined) => !!w && /^\p{L}{2,}$/u.test(w) && !isSmallNumber(w);
  return words.length === 2 && isNameWord(first) && isNameWord(last)
    ? [[first as string, INITIAL, last as string]]
    : null;
}

/**
 * The last name of a person's name of two words, null for any other name: the first word is a
 * common first name ("Brett Kavanaugh", "Abraham Lincoln") or no word of the language ("Donald
 * Trump"), so "Planet Money" and "Sweet Valley" are not people. A surname that everyday speech says
 * as a word ("Grant", "Smith", "Cook": rarity under SURNAME_RARITY) is not looked up alone: said
 * alone, it is too often the word, or somebody else.
 */
function surnameOf(words: string[]): string | null {
  const [first, last] = words;
  if (!nameVariants(words) || !first || !last || isStopword(last)) return null;
  if (!isFirstName(first) && wordnet().primaryPos(first) !== null) return null;
  return wordnet().primaryPos(last) === null || rarityOf(last) >= SURNAME_RARITY ? last : null;
}

/**
 * Where a person's name typed in lower case ends, or `start` when none starts there: a common first
 * name, or a word no dictionary knows, then one or two words that the dictionary knows not at all
 * or as a person's name ("brett kavanaugh", "ruth bader ginsburg", "abraham lincoln", "bill gates",
 * "barack obama"). A first name before an everyday word ("grace period", "amber alert", "summer
 * camp") or a place ("sydney australia") is no name; nor is "mark twain", whose "twain" the
 * dictionary knows as a word.
 */
function typedNameEnd(raw: string[], start: number): number {
  const first = raw[start] ?? '';
  const lower = (w: string | undefined) => !!w && /^\p{Ll}{2,}$/u.test(w);
  if (!lower(first) || isStopword(first)) return start;
  const firstIsName = isFirstName(first);
  if (!firstIsName && wordnet().primaryPos(first) !== null) return start;
  let end = start + 1;
  while (end < raw.length && end - start < 3) {
    const w = raw[end] as string;
    if (!lower(w) || isStopword(w)) break;
    const person = wordnet().namesPerson(w);
    // After a word no dictionary knows, only a person's name makes it a name ("barack obama",
    // not "kubernetes operators").
    if (!person && (!firstIsName || wordnet().primaryPos(w) !== null)) break;
    end++;
  }
  return end - start >= 2 ? end : start;
}

/**
 * The criteria with each person's name written as a name ("william barr" as "William Barr"): the
 * sentence model reads a name typed in lower case as words, and places it elsewhere.
 */
export function withNamesCapitalised(criteria: string, concepts: Concept[]): string {
  let text = criteria;
  for (const c of concepts) {
    if (!c.name || c.surnameOf || c.words.length < 2) continue;
    const pattern = c.words.map(escapeRegExp).join('\\s+');
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), c.label);
  }
  return text;
}

/** How rarely everyday speech says a word (see rarityOf) for it to stand alone as a surname: "Lincoln", "Trump". */
const SURNAME_RARITY = 10.5;

/**
 * A number typed without separators ("80000") as the catalog's index holds it when written with
 * them: "80,000 Hours" is indexed as "80" then "000". Null for anything but a number of four or
 * more digits.
 */
export function digitGroups(word: string): string[] | null {
  if (!/^[1-9]\d{3,}$/.test(word)) return null;
  const groups: string[] = [];
  for (let end = word.length; end > 0; end -= 3) groups.unshift(word.slice(Math.max(0, end - 3), end));
  return groups;
}

/** Links, addresses and bare domains ("patreon.com/1865podcast"): not words of a text's topic. */
const ADDRESSES = /https?:\/\/\S+|www\.\S+|\S+@\S+|\S+\.(com|org|net|fm|io)\b\S*/gi;

/**
 * The words a text only ever writes capitalised, in lower case: its names ("Lindsay", "Graham"),
 * and also any word it only uses to open a sentence.
 */
export function namesIn(text: string): Set<string> {
  const capitalised = new Set<string>();
  const lower = new Set<string>();
  // Addresses are not prose ("art19.com/privacy"); a capitalised compound's parts are capitalised too ("Co-executive").
  const prose = text.replace(ADDRESSES, ' ');
  for (const [compound] of prose.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const into = /^\p{Lu}/u.test(compound) ? capitalised : lower;
    for (const word of compound.split('-')) if (word) into.add(word.toLowerCase());
  }
  return new Set([...capitalised].filter((w) => !lower.has(w)));
}

/**
 * The first names of a text's full names ("eric" of "Eric Nuzum"): a word no dictionary knows,
 * written before another name word and never after one. Two episodes that share a guest share
 * the surname; a first name is shared by thousands of strangers.
 */
export function firstNamesIn(text: string): Set<string> {
  const names = namesIn(text);
  const before = new Set<string>();
  const after = new Set<string>();
  const prose = text.replace(ADDRESSES, ' ');
  for (const [, first, last] of prose.matchAll(/(?<![\p{L}'’-])(\p{Lu}\p{Ll}+) (?=(\p{Lu}[\p{L}'’]+))/gu)) {
    const a = (first as string).toLowerCase();
    const b = (last as string).toLowerCase();
    // "TED Radio Hour", "Fresh Air": a word of the language before a name starts a title, not a name.
    if (!names.has(a) || !names.has(b) || wordnet().primaryPos(a) !== null) continue;
    before.add(a);
    after.add(b);
  }
  return new Set([...before].filter((w) => !after.has(w)));
}

/**
 * Candidate key terms of a longer text (a reference episode, a listener's description of what
 * they liked), with how much the text dwells on each: frequent, long, non-stop words, the title's
 * words counting more. Links and addresses are not words of the topic and are left out.
 */
export function keyTermsOf(
  parts: { text: string; weight: number; spoken?: boolean }[],
  max = 24,
): { word: string; weight: number }[] {
  const scores = new Map<string, number>();
  const clean = parts.map((p) => ({ ...p, text: p.text.replace(ADDRESSES, ' ') }));
  for (const part of clean) {
    for (const word of wordsOf(part.text)) {
      if (isStopword(word) || word.length < 3 || /^\d+$/.test(word)) continue;
      const said = part.spoken ? everydaySpeechDiscount(word) : 1;
      scores.set(word, (scores.get(word) ?? 0) + part.weight * said * Math.log2(word.length));
    }
  }
  return [...scores.entries()]
    .map(([word, weight]) => ({ word, weight }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, max);
}

/**
 * How much a word said in a transcript tells of its topic: little for the words everyone says all
 * the time ("need", "sure", "really": rarity under 6 in everyday speech), fully from rarity 10 on
 * ("tips", "audience", "python").
 */
function everydaySpeechDiscount(word: string): number {
  return Math.min(1, Math.max(0.1, (rarityOf(word) - 6) / 4));
}

/** Compounds judged lately (see namesAnotherThing): a search reads the same titles many times. */
const compoundsJudged = new RecentMap<string, boolean>(20_000);

/**
 * Whether a noun said after a word makes a compound that names another kind of thing than the
 * noun: "dogs" in "hot dogs", "house" in "the White House", "valley" in "Silicon Valley". A
 * civil war is a war and a sheep dog a dog (the dictionary files them as one); "the devil" is
 * no compound, and "a small town" is a town, its dictionary sense says so.
 */
export function namesAnotherThing(before: string, noun: string): boolean {
  const key = `${before} ${noun}`;
  let judged = compoundsJudged.get(key);
  if (judged === undefined) {
    const own = isStopword(before) ? null : wordnet().lemma(noun, 'noun');
    const compound = own ? wordnet().synsets(`${before}_${noun}`, 'noun')[0] : undefined;
    judged =
      !!own &&
      !!compound &&
      compound.lexFile !== wordnet().synsets(own, 'noun')[0]?.lexFile &&
      !new RegExp(`\\b(?:${escapeRegExp(own)}|${escapeRegExp(noun)})\\b`, 'i').test(compound.gloss) &&
      !wordnet().isKindOf(key, own);
    compoundsJudged.set(key, judged);
  }
  return judged;
}
