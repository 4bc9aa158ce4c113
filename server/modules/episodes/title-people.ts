import { isFirstName } from '../../providers/ai/first-names';
import { wordnet } from '../../providers/wordnet/wordnet';

/** A word of a person's name as titles write it: "Solomon", "Pitts-Kiefer", "O'Neill", "McKay". */
const NAME_WORD = String.raw`(?:O['’]|Mc|Mac)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;

/** A full name, after any title of address: a first name, then one or two more name words ("de la Torre" too). */
const FULL_NAME = String.raw`(?:Dr\.? |Prof\.? |Professor |Ambassador |Senator |Sir )?(${NAME_WORD}(?: \p{Lu}\.)?(?: (?:de la|de|da|van|von|del|le|al)(?= \p{Lu}))?(?: ${NAME_WORD}){1,2})`;

/** What may stand before a title's opening name: its number ("#19 -", "0.00000004:", "e.36:", "Rerun: e.16"). */
const NUMBERED = String.raw`^(?:(?:#|[Ee]\.?|[Ee]p\.? ?|[Ee]pisode )?[\d.]+\s*[:.\-–—]?\s*)?(?:[Rr]erun:\s*)?(?:e\.?\d+\s+)?`;

/**
 * Where a title says who an episode is with. `sure`: the cue is one titles use for people only
 * ("with", "on"), so the first name may be an everyday word too ("with Grace Medford", "Rob
 * Wiblin on ..."); after a comma or a dash it must not be ("Free Love, Free Market").
 */
const CUES: { pattern: RegExp; sure: boolean }[] = [
  { pattern: new RegExp(`${NUMBERED}${FULL_NAME}(?: (?:and|&) ${FULL_NAME})? on `, 'gu'), sure: true },
  { pattern: new RegExp(`${NUMBERED}${FULL_NAME}(?:, | [-–—|] )`, 'gu'), sure: false },
  {
    pattern: new RegExp(
      String.raw`(?:\b[Ww]ith|\b[Ww]/|\b[Ff]eat\.?|\b[Ff]eaturing|\b[Ff]t\.|\b[Ii]nterview(?: with)?:?|\b[Gg]uest:?) ${FULL_NAME}(?=$|[\s,:;!?)–—-])`,
      'gu',
    ),
    sure: true,
  },
];

/**
 * The people a title names as the episode's guests, by the cues titles use for them, when the name
 * starts with a first name: "Steve Solomon on Intelligent Gardening", "#19 - Samantha
 * Pitts-Kiefer on ...", "0.00000004: Kal Kassa, Bitcoin in Ethiopia", "Barbie with Jen Cownie",
 * "Foliar Feeding w/ Steve Solomon". Names in `leaveOut` (the hosts) are left out, and so are
 * names of places and things ("Peace With North Korea").
 */
export function peopleInTitle(title: string, leaveOut: readonly string[] = []): string[] {
  const found: string[] = [];
  const known = new Set(leaveOut.map((n) => n.toLowerCase()));
  for (const { pattern, sure } of CUES) {
    // "Julia Galef and Rob Wiblin on ...": both names, each as it stands.
    for (const m of title.matchAll(pattern))
      for (const said of m.slice(1)) {
        const name = said?.trim();
        if (!name) continue;
        const words = name.split(' ');
        const first = words[0] as string;
        // A name whose words no dictionary has ("Kal Kassa", "Conor Okus") is a person's too,
        // though its first name is not a common one in English: after "with" or "on", or opening
        // a numbered title ("0.00000004: Kal Kassa, ..."; "Totalus Rankium | 17" is a segment).
        const unknown =
          words.length > 1 &&
          words.every((w) => wordnet().primaryPos(w) === null) &&
          (sure || /^(?:#|[Ee]\.?|[Ee]p\.? ?|[Ee]pisode )?\d/.test(title));
        if (!(isFirstName(first) || unknown) || (!sure && wordnet().primaryPos(first) !== null)) continue;
        const written = wordnet().writtenName(name);
        if (written && !wordnet().namesPerson(name.replace(/ /g, '_'))) continue;
        if (known.has(name.toLowerCase()) || found.includes(name)) continue;
        found.push(name);
      }
  }
  return found;
}

/** The people an episode's title names as guests, its author and the people its feed names left out. */
export function titlePeopleOf(episode: {
  title: string;
  host: string | null;
  people?: readonly { name: string }[];
}): string[] {
  return peopleInTitle(episode.title, [episode.host ?? '', ...(episode.people ?? []).map((p) => p.name)]);
}
