/**
 * Titles and abbreviations written with a full stop that rarely end a sentence: "Dr. Ruth",
 * "Martin Luther King Jr. said", "the U.S. economy".
 */
const ABBREVIATIONS = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'st',
    'jr',
    'sr',
    'gen',
    'sen',
    'rep',
    'gov',
    'lt',
    'col',
    'capt',
    'rev',
    'vs',
    'etc',
    'e.g',
    'i.e',
    'vol',
    'inc',
    'ltd',
    'co',
    'corp',
    'approx',
    'u.s',
    'u.k',
    'u.n',
    'd.c',
  ].map((a) => `${a}.`),
);

/**
 * Splits prose into sentences at ".", "!", "?" or "…" followed by a space, and at line breaks.
 * A full stop after a capital letter ("Ulysses S. Grant", "J. K. Rowling") or after a common
 * abbreviation ("Dr.", "Jr.", "U.S.") does not end a sentence.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let current = '';
    for (const piece of paragraph.split(/(?<=[.!?…]["'”’)\]]*)\s+/)) {
      current = current ? `${current} ${piece}` : piece;
      if (!endsWithAbbreviation(piece)) {
        if (current.trim()) sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences;
}

/** Whether a piece that ends in a full stop ends in an initial or an abbreviation, not a sentence. */
function endsWithAbbreviation(piece: string): boolean {
  if (!piece.endsWith('.')) return false;
  const last = (piece.split(/\s+/).at(-1) ?? '').replace(/^["'“‘([]+/, '');
  // "I." ends a sentence far more often than it stands for a name ("so did I.").
  if (/^\p{Lu}\.$/u.test(last)) return last !== 'I.';
  return ABBREVIATIONS.has(last.toLowerCase());
}

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
/** A sentence that asks the listener to do something rather than says what the episode is about. */
const CALL_TO_ACTION =
  /^(?:visit|subscribe|sign up|follow us|support (?:us|the show|this show|the podcast)|get our newsletter|learn more about your ad choices|see omnystudio|privacy (?:&|and) opt-out|click|become a (?:patron|member|supporter)|rate (?:and|&) review|leave (?:us )?a review|sponsored by|this (?:episode|show|podcast) is (?:sponsored|brought to you))\b/i;
/** With a link in the sentence, more of them: "Check out www.example.net to learn more". */
const LINKED_CALL_TO_ACTION =
  /^(?:check out|learn more|find|listen|read|get|download|go to|head (?:over )?to|see|join|buy|order|donate|shop|register|book|watch)\b/i;
/** A note about the recording, not its subject: "Rebroadcast: this episode was originally released in 2017." */
const PRODUCTION_NOTE =
  /^(?:(?:rebroadcast|encore(?: episode)?|programming note|editor['’]s note|note|content warning|trigger warning|warning)\s*:|note that this (?:episode|interview|conversation)|this episode (?:was originally|contains))/i;
/** Words left in a sentence once its links are gone, below which it was a line of links. */
const LINK_LINE_WORDS = 3;
const hasLink = (sentence: string) => sentence.search(LINK) >= 0;
const isCallToAction = (sentence: string) =>
  CALL_TO_ACTION.test(sentence) || (LINKED_CALL_TO_ACTION.test(sentence) && hasLink(sentence));
const LINK_THEN_CAPITAL = /(\bhttps?:\/\/\S+)[ \t]+(?=\p{Lu})/gu;
/** A line drawn across a description with underscores, dashes, equals signs or stars. */
const RULE = /(?:^|\s)[_\-=*~]{5,}(?=\s|$)/;
/** A sentence that ends by pointing at a link: "Summary and discussion here: https://…", "Show notes at www.…". */
const POINTER = /\b(?:here|below|at)\s*:?\s*(?:https?:\/\/|www\.)\S+\s*$/i;
const isLinkLine = (sentence: string) =>
  hasLink(sentence) &&
  (sentence.replace(LINK, ' ').trim().split(/\s+/).filter(Boolean).length < LINK_LINE_WORDS || POINTER.test(sentence));

/**
 * A description's sentences that say what the episode is about. Many feeds open every
 * description with a line that does not: a link and a call to action ("Visit https://… for all
 * the links, and to get our newsletter."), a production note ("Rebroadcast: this episode was
 * originally released in May 2018."), a content warning, or a sponsor read set apart by a rule
 * ("_____"). Those are left out, and the description ends at a call to action that follows its
 * own words, or at a bar ("… | Subscribe to our weekly newsletter"): what follows is the feed's
 * trailer. A description made of nothing else is given back whole.
 */
export function aboutSentences(description: string, opts: { orNotes?: boolean } = { orNotes: true }): string[] {
  const all: string[] = [];
  const about: string[] = [];
  // A block set apart by a rule ("_____") that opens with a call to action is a sponsor read or
  // a plug, whatever its later sentences say ("Join the 6 week challenge today!").
  const blocks = (description.split(/\s*\|\s/)[0] as string).split(RULE);
  for (const block of blocks) {
    // A link then a capital starts a new sentence: "…PRESALE: http://bit.ly/x Our cohost Lauren…".
    const sentences = sentencesOf(block.replace(LINK_THEN_CAPITAL, '$1\n')).map((s) => s.replace(/\s+/g, ' '));
    all.push(...sentences);
    if (blocks.length > 1 && sentences[0] && isCallToAction(sentences[0])) continue;
    for (const sentence of sentences) {
      if (PRODUCTION_NOTE.test(sentence) || isLinkLine(sentence)) continue;
      // After the episode's own words, a call to action starts the feed's trailer: sponsors, links.
      if (isCallToAction(sentence)) {
        if (about.length) return about;
        continue;
      }
      about.push(sentence);
    }
  }
  // With nothing else, the notes and calls to action are all it says (when `orNotes`); a line of
  // links says nothing.
  return about.length || !opts.orNotes ? about : all.filter((s) => !isLinkLine(s));
}
