import type { WordnetPos } from './wordnet';

type Rule = [suffix: string, replacement: string];

// WordNet's own "morphy" detachment rules, without its exception lists.
const RULES: Record<WordnetPos, Rule[]> = {
  noun: [
    ['ies', 'y'],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    // From morphy's exception list, the plurals of nouns in -o: tomatoes, heroes, echoes.
    ['oes', 'o'],
    ['s', ''],
  ],
  verb: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['s', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/**
 * Forms a word may be listed under, the word itself first. "memories" -> memory, "running" ->
 * runn, run (doubled consonants are undone), "interviewed" -> interviewe, interview.
 */
export function lemmaCandidates(word: string, pos: WordnetPos): string[] {
  const out = [word];
  for (const [suffix, replacement] of RULES[pos]) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length) + replacement;
      out.push(base);
      // running -> runn -> run; stopped -> stopp -> stop
      if (replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) out.push(base.slice(0, -1));
    }
  }
  return out;
}

/** Latin and Greek plurals English keeps: "fungi" of "fungus", "larvae" of "larva", "bacteria" of "bacterium", "crises" of "crisis". */
const LATIN_PLURALS: Rule[] = [
  ['i', 'us'],
  ['ae', 'a'],
  ['a', 'um'],
  ['ices', 'ex'],
  ['ices', 'ix'],
  ['es', 'is'],
];

/** The singulars a word may be the Latin or Greek plural of, by those endings alone ("fungi" -> fungus). */
export function latinSingulars(word: string): string[] {
  return LATIN_PLURALS.filter(([suffix]) => word.length > suffix.length + 2 && word.endsWith(suffix)).map(
    ([suffix, replacement]) => word.slice(0, -suffix.length) + replacement,
  );
}
