import { sentencesOf } from '../../lib/sentences';
import { escapeRegExp } from '../../lib/strings';
import type { TimedText } from './ai-provider';
import { phraseMatcher } from './phrase-matcher';
import { adaptQuery } from './query-adaptation';
import { type QueryTerm, queryTermsOf, termsOf, wordsOf } from './text-terms';

/** Windows of about this many seconds are the unit that BM25 ranks. */
const WINDOW_SECONDS = 75;
/** A new window starts this far after the previous one, so neighbours overlap by more than half. */
const WINDOW_STRIDE_SECONDS = 30;
/** Untimed transcripts (plain text, HTML) are windowed by words instead. */
const WINDOW_WORDS = 180;
const WINDOW_STRIDE_WORDS = 80;
/** A quoted span: a few lines, at most this long. */
const SPAN_SECONDS = 20;
const SPAN_MAX_SEGMENTS = 4;
const SPAN_MAX_WORDS = 70;
/** In conversation the answer follows the question, so a quote runs on this far past its match. */
const QUOTE_SECONDS = 30;
const QUOTE_MAX_SEGMENTS = 7;
const QUOTE_MAX_WORDS = 100;
/** The opening of an episode introduces its guests and topic; those words describe the whole episode. */
const INTRO_SECONDS = 60;
/** Questions that ask for a quantity or a date: spans that state a number are more likely the answer. */
const WANTS_NUMBER =
  /\bhow (many|much|big|long|old|fast|slow|large|small|often|far)\b|\b(what|which) (year|percent|percentage|share|number|proportion|size|price)\b|\bwhen\b|\bshare of\b/i;
const NUMBER_BONUS = 1.5;
const NUMBER_WORD =
  /^(\d[\d,.]*%?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|percent)$/;
/** Sponsor reads and show outros rarely answer a question about the conversation. */
const AD_PATTERN =
  /\b(sponsored by|brought to you by|promo code|offer code|this portion of|free trial|visit [\w.]+\.(com|fm|io)|use the code)\b/i;
const ASKS_ABOUT_ADS = /\b(sponsor|sponsors|sponsored|ad|ads|advert\w*|promo|offer)\b/i;
const AD_FACTOR = 0.4;
/**
 * Questions about who is speaking: introductions ("joined by", "my name is", "I work for")
 * answer them. A question that names the episode's people ("who is the guest", "what does the
 * host do") is one; so is a bare "who" with nothing else to find ("who is this?"). "Who is the
 * CEO of Audioboom?" is not: its answer is wherever those words are said.
 */
const NAMES_PEOPLE =
  /\b(guests?|hosts?|co-?hosts?|speakers?|panel(ists?)?|interview(ee|er|ed)?|name of)\b|\bwho(?:'s| is| are)? (?:on|in|joining|talking|speaking)\b/i;
const ASKS_WHO = /\b(who|who's|whom)\b/i;
/** In a question about the episode's people these words only frame it ("what's the host's name?"). */
const PEOPLE_FRAME = /\b(names?|today|show|speaking|talking|joining|for a living)\b/gi;
/** The role a question asks about, when it names one, and how a line says it. */
const ASKS_ROLE = /\b(co-?host|host|guest)s?\b/i;
// "host-read advertising" and "guest-starring" name no one's role.
const ROLE_WORDS = { host: /\bhosts?\b(?!-)/i, cohost: /\bco-?hosts?\b(?!-)/i, guest: /\bguests?\b(?!-)/i };
/** An introduction that names the role asked for counts this much more (of the best match by words). */
const ROLE_BONUS = 0.5;
const INTRODUCTION =
  /\b(joined by|with guest|my name is|my name's|this is your host|i'm your host|let me introduce|say hello to|our guest|you'll meet|welcome to the show|welcome to [\w ]{3,40}|is the creator of|co-?founded|i work (for|at)|i'm a \w+ (at|for)|here with)\b/i;
/** Questions about what someone does, and lines where a speaker says what they do. */
const ASKS_WORK =
  /\bwhat (?:does|did|do) .{0,30}\bdo\b|\bwhere (?:does|did|do) .{0,30}\bwork\b|\b(?:job|occupation|profession|background)\b/i;
const SAYS_WORK =
  /\b(I work(?:ed)? (?:for|at)|work(?:ed|ing)? (?:for|at)|I'm (?:a|an|the) \w+ (?:at|of|for)|is the (?:creator|founder|ceo|head|editor|author) of|co-?founded|these days|my day job|I run)\b/i;
/** Lines that present someone else to the listener: the guest. */
const PRESENTS_GUEST =
  /\b(joined by|with guest|let me introduce|say hello to|our guest|you'll meet|welcome to the show)\b/i;
/**
 * Speakers naming themselves or each other, and the name: "I'm Adam Curry", "this is Michael
 * Kennedy", "you'll meet John Reese".
 */
const NAMING =
  /\b(?:I['’]m|I am|[Tt]his is|[Hh]ere['’]s|[Ww]ith me is|[Jj]oined by|[Yy]ou['’]ll meet|[Mm]y name is|[Ss]ay hello to|[Oo]ur guest is) ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,2})/;
/**
 * The show presenting its hosts: "This is the Podnews Weekly Review with James Cridland and Sam
 * Sethi". A later "I'm Sam Sethi" is a host's, not a guest's.
 */
const SHOW_WITH_HOSTS =
  /\b(?:[Tt]his is|[Ww]elcome to|[Yy]ou['’]re listening to)\b[^.?!]*?\b(?:with|hosted by|presented by) ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){1,2})(?:,? (?:and|&) ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){1,2}))?/;
/** A speaker signing in with their full name: "Hey, Travis Albritton here". */
const SIGNING_IN = /\b([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){1,2}),? here\b/;
/** A question that says it is about this episode, show or recording. */
const REFERS_TO_EPISODE = /\b(this|the) (episode|show|podcast|interview|conversation|recording)\b/i;
/** Questions about when the episode itself was made: its opening usually says the date. */
const ASKS_EPISODE_DATE = new RegExp(
  `\\b(what|which) (date|day|month|year)\\b.*\\b(episode|show|podcast|this|recorded|released|published)\\b|\\bwhen (was|is|were) ${REFERS_TO_EPISODE.source}`,
  'i',
);
/** A line that states a date: a month or weekday by name, or a year. */
const DATE_LINE =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|\b(19|20)\d\d\b/;
/** How far into an episode its opening runs: the title, the guest and what the episode is about. */
const OPENING_SECONDS = 150;
/** Each pair of the question's words found side by side in a span adds this much. */
const PHRASE_BONUS = 0.8;
const PHRASE_BONUS_CAP = 4;

const K1 = 1.2;
const B = 0.75;

type Window = {
  from: number;
  to: number;
  tf: Map<string, number>;
  length: number;
  ad: boolean;
};

/** A transcript prepared for questions: terms per line and BM25 statistics per window. */
export type TranscriptIndex = {
  segments: TimedText[];
  segmentTerms: string[][];
  segmentWords: number[];
  /** Lower-case words of each line, for matching the question's word pairs. */
  segmentTokens: string[][];
  /** Lines that state a number, and lines of sponsor reads. */
  hasNumber: boolean[];
  isAd: boolean[];
  windows: Window[];
  df: Map<string, number>;
  avgLength: number;
  /** Terms of the speakers' names and the introduction: what the whole episode is about. */
  subjectTerms: Set<string>;
  /** Terms of the title and the speakers' names only. */
  nameTerms: Set<string>;
};

/** A quotable run of lines [from, to) inside the transcript, with its relevance. */
export type RankedSpan = {
  from: number;
  to: number;
  score: number;
  windowScore: number;
};

export function indexTranscript(lines: TimedText[], title = ''): TranscriptIndex {
  const segments = sentenceSizedLines(lines);
  const segmentTerms = segments.map((s) => termsOf(s.text));
  const nameTerms = new Set<string>(termsOf(title));
  for (const s of segments) if (s.speaker) for (const t of termsOf(s.speaker)) nameTerms.add(t);
  const subjectTerms = new Set(nameTerms);
  const introEnd = (segments[0]?.startSeconds ?? 0) + INTRO_SECONDS;
  const opening: string[] = [];
  for (let i = 0; i < segments.length && i < 40; i++) {
    const start = segments[i].startSeconds;
    if (start === null ? i >= 5 : start >= introEnd) break;
    for (const t of segmentTerms[i]) subjectTerms.add(t);
    opening.push(segments[i].text);
  }
  // The people the opening introduces are the episode's too ("you'll meet John Reese").
  for (const naming of [NAMING, SIGNING_IN]) {
    for (const m of opening.join(' ').matchAll(new RegExp(naming, 'g')))
      for (const t of termsOf(m[1])) nameTerms.add(t);
  }
  const segmentTokens = segments.map((s) => wordsOf(s.text));
  const segmentWords = segmentTokens.map((t) => Math.max(1, t.length));
  const hasNumber = segmentTokens.map((t) => t.some((w) => NUMBER_WORD.test(w)));
  const isAd = segments.map((s) => AD_PATTERN.test(s.text));
  const timed = segments.length > 0 && segments.every((s) => s.startSeconds !== null);
  const bounds = timed ? timeWindows(segments) : wordWindows(segmentWords);
  const windows: Window[] = [];
  const df = new Map<string, number>();
  let total = 0;
  for (const [from, to] of bounds) {
    const tf = new Map<string, number>();
    let length = 0;
    for (let i = from; i < to; i++) {
      for (const t of segmentTerms[i]) tf.set(t, (tf.get(t) ?? 0) + 1);
      length += segmentTerms[i].length;
    }
    for (const t of tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    let ad = false;
    for (let i = from; i < to && !ad; i++) ad = isAd[i];
    windows.push({ from, to, tf, length, ad });
    total += length;
  }
  return {
    segments,
    segmentTerms,
    segmentWords,
    segmentTokens,
    hasNumber,
    isAd,
    windows,
    df,
    avgLength: windows.length ? total / windows.length : 1,
    subjectTerms,
    nameTerms,
  };
}

/**
 * Lines as quotes can use them: a paragraph of hundreds of words (an HTML or Markdown transcript
 * timed once per paragraph) becomes runs of a few sentences, so that an answer quotes the sentences
 * that answer it rather than the paragraph's first words. Where the paragraph's end is known (its
 * own, or the next line's start), each run is timed by its place among the paragraph's words, as
 * speech runs at an even pace: a link then starts near the sentence, not minutes before it.
 */
function sentenceSizedLines(lines: TimedText[]): TimedText[] {
  if (!lines.some((l) => wordCount(l.text) > LONG_LINE_WORDS)) return lines;
  return lines.flatMap((line, i) => {
    const total = wordCount(line.text);
    if (total <= LONG_LINE_WORDS) return [line];
    // Runs of whole sentences, each with the count of the paragraph's words before it.
    const runs: { text: string; before: number }[] = [];
    let run = '';
    let words = 0;
    let before = 0;
    for (const sentence of sentencesOf(line.text)) {
      run = run ? `${run} ${sentence}` : sentence;
      words += wordCount(sentence);
      if (words - before >= SENTENCE_RUN_WORDS) {
        runs.push({ text: run, before });
        run = '';
        before = words;
      }
    }
    if (run) runs.push({ text: run, before });
    const start = line.startSeconds;
    const end = line.endSeconds ?? lines[i + 1]?.startSeconds ?? null;
    const timed = start !== null && end !== null && end > start;
    const at = (count: number) => (timed ? Math.round(start + ((end - start) * count) / total) : start);
    return runs.map(({ text, before: from }, k) => {
      const to = runs[k + 1]?.before ?? total;
      return { ...line, text, startSeconds: at(from), endSeconds: timed ? at(to) : line.endSeconds };
    });
  });
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A line longer than this many words is a paragraph, read as runs of sentences. */
const LONG_LINE_WORDS = 150;
/** About how many words of whole sentences make one run of a long paragraph. */
const SENTENCE_RUN_WORDS = 50;

function timeWindows(segments: TimedText[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  while (from < segments.length) {
    const start = segments[from].startSeconds as number;
    let to = from + 1;
    while (to < segments.length && (segments[to].startSeconds as number) < start + WINDOW_SECONDS) to++;
    out.push([from, to]);
    if (to >= segments.length) break;
    let next = from + 1;
    while (next < to && (segments[next].startSeconds as number) < start + WINDOW_STRIDE_SECONDS) next++;
    from = next;
  }
  return out;
}

function wordWindows(words: number[]): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  while (from < words.length) {
    let to = from;
    let count = 0;
    while (to < words.length && (count < WINDOW_WORDS || to === from)) count += words[to++];
    out.push([from, to]);
    if (to >= words.length) break;
    let next = from + 1;
    let skipped = words[from];
    while (next < to - 1 && skipped < WINDOW_STRIDE_WORDS) skipped += words[next++];
    from = next;
  }
  return out;
}

function idf(index: TranscriptIndex, term: string): number {
  const n = index.windows.length;
  const df = index.df.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25 over a bag of terms, scaled up when more of the question's distinct terms are present. */
function scoreBag(
  tf: Map<string, number>,
  length: number,
  avgLength: number,
  query: QueryTerm[],
  idfs: Map<string, number>,
): number {
  let score = 0;
  let matched = 0;
  let possible = 0;
  for (const { stem, weight } of query) {
    const w = weight * (idfs.get(stem) ?? 0);
    possible += w;
    const f = tf.get(stem);
    if (!f) continue;
    matched += w;
    score += (w * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * length) / avgLength));
  }
  if (possible === 0) return 0;
  const coverage = matched / possible;
  return score * (0.5 + coverage * coverage);
}

/**
 * Ranks the transcript against a question: windows by BM25 with stemming and synonyms, then
 * inside each good window the few lines that answer best. Spans come back best first and
 * never overlap each other.
 */
export function rankSpans(
  index: TranscriptIndex,
  question: string,
  opts: { limit?: number; extraSynonyms?: (word: string) => string[]; openingOnly?: boolean; saidBy?: string } = {},
): RankedSpan[] {
  const limit = opts.limit ?? 3;
  const asksPeople = NAMES_PEOPLE.test(question);
  // "What does Chris think about giving up?": Chris's own lines answer it, not the lines that
  // speak to him or about him; his name locates nothing.
  const speaker = opts.saidBy ? null : speakerAsked(index, question);
  if (speaker) {
    const said = rankSpans(index, question.replace(speaker.named, ' ').replace(SPEECH_VERBS, ' '), {
      ...opts,
      saidBy: speaker.name,
    });
    if (said.length > 0) return said;
  }
  const own = queryTermsOf(asksPeople ? question.replace(PEOPLE_FRAME, ' ') : question, opts.extraSynonyms);
  // A question only in words of the episode's opening is about the episode itself when it
  // says so ("when was this episode recorded?") or names the episode ("what is DiskCache built
  // on?", in an episode on DiskCache): its opening counts those words fully. Names alone (the
  // title's, the people's) do not make a question about the opening, nor do words an opening
  // only previews ("who is the CEO of Audioboom?", in a news show that lists the day's stories).
  const asked = own.filter((q) => q.weight === 1);
  const subject = asked.filter((q) => index.subjectTerms.has(q.stem));
  const aboutEpisode =
    subject.length > 0 &&
    subject.length === asked.length &&
    subject.some((q) => !index.nameTerms.has(q.stem)) &&
    (REFERS_TO_EPISODE.test(question) || subject.some((q) => index.nameTerms.has(q.stem)));
  const query = adaptQuery(index, own, question, { aboutEpisode });
  const idfs = new Map(query.map((q) => [q.stem, idf(index, q.stem)]));
  const asksAds = ASKS_ABOUT_ADS.test(question);
  const adFactor = asksAds ? 1 : AD_FACTOR;
  const opening = aboutEpisode ? own.filter((q) => index.df.has(q.stem)) : null;
  const openingIdfs = opening ? new Map(opening.map((q) => [q.stem, idf(index, q.stem)])) : idfs;
  const saidBy = opts.saidBy ? (i: number) => index.segments[i]?.speaker?.trim() === opts.saidBy : null;
  const scored = index.windows
    .filter((w) => !opts.openingOnly || startOf(index, w.from) < OPENING_SECONDS)
    .map((w) => {
      const inOpening = opening !== null && startOf(index, w.from) < OPENING_SECONDS;
      const terms = inOpening ? (opening as QueryTerm[]) : query;
      const bag = saidBy ? bagOf(index, w.from, w.to, saidBy) : w;
      const score = scoreBag(bag.tf, bag.length, index.avgLength, terms, inOpening ? openingIdfs : idfs);
      return { w, score: score * (w.ad ? adFactor : 1), inOpening };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);

  const phrases = phraseMatcher(index, question);
  const bonus = { wantsNumber: WANTS_NUMBER.test(question), adFactor, saidBy };
  const spans: RankedSpan[] = [];
  for (const { w, score, inOpening } of scored.slice(0, limit * 4)) {
    const span = inOpening
      ? bestSpanIn(index, w.from, w.to, opening as QueryTerm[], openingIdfs, phrases, bonus)
      : bestSpanIn(index, w.from, w.to, query, idfs, phrases, bonus);
    if (!span) continue;
    const combined = score * 0.5 + span.score;
    spans.push({
      from: span.from,
      to: quoteEnd(index, span.from, span.to),
      score: combined,
      windowScore: score,
    });
  }
  // Introductions answer "who", sponsor reads "who sponsors" and the opening's dated line "when
  // was this recorded" by their form: each counts as much as the best match by words, plus the
  // question's words it holds.
  const bestByWords = Math.max(1, ...spans.map((s) => s.score));
  // Asked what someone said, only lines of theirs answer: a sponsor read or an introduction by
  // somebody else is no answer ("what does Chris say about advertising?").
  const linesOf = (span: RankedSpan) => Array.from({ length: span.to - span.from }, (_, k) => span.from + k);
  const markedSpans = (...args: Parameters<typeof spansMarked>) =>
    spansMarked(...args).filter((span) => !saidBy || linesOf(span).some(saidBy));
  if (ASKS_EPISODE_DATE.test(question)) {
    const dated = (text: string, i: number) => startOf(index, i) < OPENING_SECONDS && DATE_LINE.test(text);
    // Ahead of the matches by words, so that it wins a tie: the date is what was asked.
    spans.unshift(...markedSpans(index, dated, bestByWords, query, idfs));
  } else if (asksAds) spans.push(...markedSpans(index, (text) => AD_PATTERN.test(text), bestByWords, query, idfs));
  else if (asksPeople || (ASKS_WHO.test(question) && asked.length === 0)) {
    const introduces = (text: string, i: number) =>
      startOf(index, i) < OPENING_SECONDS && (INTRODUCTION.test(text) || NAMING.test(text) || SIGNING_IN.test(text));
    const introductions = markedSpans(index, introduces, bestByWords, query, idfs);
    // Of the introductions, the one that names the role asked for: "who is the host" is
    // answered by "this is your host, Michael Kennedy", not by "with guest Nicola".
    const role = ASKS_ROLE.exec(question)?.[1]?.toLowerCase().replace('-', '');
    const saysRole = role ? ROLE_WORDS[role as keyof typeof ROLE_WORDS] : null;
    if (saysRole) {
      const says = (span: RankedSpan, words: RegExp) =>
        words.test(
          index.segments
            .slice(span.from, span.to)
            .map((x) => x.text)
            .join(' '),
        );
      let named = introductions.filter((span) => says(span, saysRole));
      if (asked.length === 0) {
        // "What does the guest do?": the introduction where they say what they do.
        if (ASKS_WORK.test(question)) {
          const working = introductions.filter(
            (span) => says(span, SAYS_WORK) && (role === 'host' ? named.includes(span) : !says(span, ROLE_WORDS.host)),
          );
          if (working.length > 0) named = working;
        }
        // Nobody says the word: the show opens with its host and the guest is introduced later.
        if (named.length === 0 && role === 'host') named = introductions.slice(0, 1);
        if (named.length === 0 && role === 'guest') {
          // Not one of the hosts the show opened by naming, whoever introduces themselves.
          const hosts = framedHosts(index);
          const firstLine = (span: RankedSpan) => index.segments[span.from]?.text ?? '';
          const hostSpeaks = (span: RankedSpan) => hosts.some((name) => firstLine(span).includes(name));
          const guestLike = (span: RankedSpan) => !says(span, ROLE_WORDS.host) && !hostSpeaks(span);
          // A later line that names someone, rather than one that welcomes to the show.
          const namesSomeone = (span: RankedSpan) => NAMING.test(firstLine(span)) || SIGNING_IN.test(firstLine(span));
          named = introductions.filter((span) => says(span, PRESENTS_GUEST) && guestLike(span));
          if (named.length === 0) {
            const later = introductions.slice(1).filter(guestLike);
            const naming = later.filter(namesSomeone);
            named = naming.length > 0 ? naming : later;
          }
        }
      }
      for (const span of named) span.score += bestByWords * ROLE_BONUS;
    }
    // Asked only who they are, an introduction wins a tie with the matches by words.
    if (asked.length === 0) spans.unshift(...introductions);
    else spans.push(...introductions);
  }
  spans.sort((a, b) => b.score - a.score);
  const chosen: RankedSpan[] = [];
  for (const s of spans) {
    if (chosen.some((c) => s.from < c.to && c.from < s.to)) continue;
    chosen.push(s);
    if (chosen.length >= limit) break;
  }
  return chosen;
}

/**
 * The hosts a show names as it opens ("... with James Cridland and Sam Sethi"), read across a few
 * lines: captions cut the sentence anywhere ("This is the Pod News weekly review with James" /
 * "Kirkland and Sam Sethi.").
 */
function framedHosts(index: TranscriptIndex): string[] {
  for (const [i] of index.segments.entries()) {
    if (startOf(index, i) >= OPENING_SECONDS) break;
    const lines = index.segments
      .slice(i, i + FRAME_LINES)
      .map((x) => x.text)
      .join(' ');
    const m = SHOW_WITH_HOSTS.exec(lines);
    if (m) return [m[1], m[2]].filter((name): name is string => !!name);
  }
  return [];
}

/** How many caption lines a show's opening sentence may run across. */
const FRAME_LINES = 4;

/** Whether a question asks who the episode's people are. */
export function asksAboutPeople(question: string): boolean {
  return (
    NAMES_PEOPLE.test(question) || (ASKS_WHO.test(question) && !queryTermsOf(question).some((q) => q.weight === 1))
  );
}

/** Speaker labels that name no one: "SPEAKER_1", "Speaker 2", "Unknown", "Jingles", an ad. */
const UNNAMED_SPEAKER =
  /^(speaker[\s_-]*\d*|unknown|jingles?|music|intro|outro|ads?|advert|sponsor|announcer|voice ?over|sfx|theme|clip|narrator|host|guest|interviewer|\d+)$/i;

/** The named speakers of a labelled transcript, each with the first line they speak, in order. */
export function speakersOf(index: TranscriptIndex): { name: string; line: number }[] {
  const seen = new Map<string, number>();
  index.segments.forEach((s, i) => {
    const name = s.speaker?.trim();
    if (name && !UNNAMED_SPEAKER.test(name) && !seen.has(name)) seen.set(name, i);
  });
  return [...seen].map(([name, line]) => ({ name, line }));
}

const startOf = (index: TranscriptIndex, i: number) => index.segments[i]?.startSeconds ?? (i < 5 ? 0 : Infinity);

/**
 * Lines that answer a kind of question by their form rather than their words (introductions
 * for "who", sponsor reads for "who sponsors"), scored by the bonus plus the question's words
 * they also hold.
 */
function spansMarked(
  index: TranscriptIndex,
  marked: (text: string, i: number) => boolean,
  bonus: number,
  query: QueryTerm[],
  idfs: Map<string, number>,
): RankedSpan[] {
  const spanAvg = Math.max(4, (index.avgLength * SPAN_SECONDS) / WINDOW_SECONDS);
  const out: RankedSpan[] = [];
  for (let i = 0; i < index.segments.length; i++) {
    if (!marked(index.segments[i].text, i)) continue;
    const end = spanEnd(index, i, index.segments.length);
    const tf = new Map<string, number>();
    let length = 0;
    for (let j = i; j < end; j++) {
      for (const t of index.segmentTerms[j]) tf.set(t, (tf.get(t) ?? 0) + 1);
      length += index.segmentTerms[j].length;
    }
    const score = bonus + scoreBag(tf, length, spanAvg, query, idfs);
    out.push({ from: i, to: quoteEnd(index, i, end), score, windowScore: 0 });
  }
  return out;
}

/** The run of up to a few lines inside [from, to) whose terms answer the question best. */
function bestSpanIn(
  index: TranscriptIndex,
  from: number,
  to: number,
  query: QueryTerm[],
  idfs: Map<string, number>,
  phrases: (from: number, to: number) => number,
  bonus: { wantsNumber: boolean; adFactor: number; saidBy: ((i: number) => boolean) | null },
): { from: number; to: number; score: number } | null {
  let best: { from: number; to: number; score: number } | null = null;
  const spanAvg = Math.max(4, (index.avgLength * SPAN_SECONDS) / WINDOW_SECONDS);
  const wanted = new Set(query.map((q) => q.stem));
  for (let i = from; i < to; i++) {
    // A quote starts at a line that matches: leading small talk only blurs the timestamp. Asked
    // what someone said, it starts at their line and weighs only their words.
    if (bonus.saidBy && !bonus.saidBy(i)) continue;
    if (!index.segmentTerms[i].some((t) => wanted.has(t))) continue;
    const end = spanEnd(index, i, to);
    const { tf, length } = bagOf(index, i, end, bonus.saidBy);
    const bag = scoreBag(tf, length, spanAvg, query, idfs);
    let score = 0;
    if (bag > 0) {
      let number = false;
      let ad = false;
      for (let j = i; j < quoteEnd(index, i, end); j++) {
        number ||= index.hasNumber[j];
        ad ||= index.isAd[j];
      }
      score = bag + PHRASE_BONUS * Math.min(PHRASE_BONUS_CAP, phrases(i, end));
      if (bonus.wantsNumber && number) score += NUMBER_BONUS;
      if (ad) score *= bonus.adFactor;
    }
    if (score > 0 && (!best || score > best.score)) best = { from: i, to: end, score };
  }
  return best;
}

/** The terms of lines [from, to), or of those lines a speaker said. */
function bagOf(
  index: TranscriptIndex,
  from: number,
  to: number,
  only: ((i: number) => boolean) | null,
): { tf: Map<string, number>; length: number } {
  const tf = new Map<string, number>();
  let length = 0;
  for (let j = from; j < to; j++) {
    if (only && !only(j)) continue;
    for (const t of index.segmentTerms[j]) tf.set(t, (tf.get(t) ?? 0) + 1);
    length += index.segmentTerms[j].length;
  }
  return { tf, length };
}

/**
 * Words that ask what someone said, thought or advises: in such a question they locate nothing.
 * A fact about someone ("when did Eric start at NPR?") is not among them: the host's
 * introduction may say it as well as they do.
 */
const SPEECH_VERBS =
  /\b(?:think|thinks|thought|say|says|said|believe|believes|feel|feels|felt|mean|means|meant|recommend|recommends|recommended|suggest|suggests|suggested|advise|advises|advised|opinion|view|views|take|advice|thoughts)\b/gi;

/**
 * The labelled speaker a question asks what they said, thought or advise: named (by first name,
 * surname or in full) as its subject ("what does Chris think", "what did Adam say", "Chris's
 * view", "according to Jerod", "what desktop unit does Eric recommend"), with the words that name them.
 * Null when the question names no speaker, or several, or asks who they are.
 */
function speakerAsked(index: TranscriptIndex, question: string): { name: string; named: RegExp } | null {
  const asked = speakersOf(index).flatMap(({ name }) => {
    const parts = name.split(/\s+/).filter((p) => p.length >= 3 && /^\p{Lu}/u.test(p));
    const alternatives = [name, ...parts].map(escapeRegExp).join('|');
    if (!parts.length) return [];
    const named = new RegExp(`(?<![\\p{L}])(?:${alternatives})(?:['’]s)?(?![\\p{L}])`, 'iu');
    return named.test(question) ? [{ name, named, alternatives }] : [];
  });
  if (asked.length !== 1) return null;
  const [{ name, named, alternatives }] = asked as [{ name: string; named: RegExp; alternatives: string }];
  const who = `(?:${alternatives})`;
  if (new RegExp(`^\\s*who(?:'s|’s| is| was)\\s+${who}\\s*\\??\\s*$`, 'iu').test(question)) return null;
  const verb = SPEECH_VERBS.source;
  const subject = new RegExp(
    `\\b(?:does|did|do|would|will|has|had)\\s+${who}\\s+(?:\\w+\\s+)?${verb}|\\b${who}['’]s\\s+${verb}|\\baccording to\\s+${who}\\b|\\b${who}\\s+${verb}`,
    'iu',
  );
  return subject.test(question) ? { name, named } : null;
}

function spanEnd(index: TranscriptIndex, i: number, limit: number): number {
  const segs = index.segments;
  const start = segs[i].startSeconds;
  let end = i + 1;
  let words = index.segmentWords[i];
  while (end < limit && end - i < SPAN_MAX_SEGMENTS && words + index.segmentWords[end] <= SPAN_MAX_WORDS) {
    const s = segs[end].startSeconds;
    if (start !== null && s !== null && s - start >= SPAN_SECONDS) break;
    words += index.segmentWords[end];
    end++;
  }
  return end;
}

/**
 * Extends a matched span forward so the quote carries the reply to what was matched: by time
 * where the transcript is timed, by words where it is not. A span that ends in a question put to
 * someone else always takes in the first line of their reply.
 */
function quoteEnd(index: TranscriptIndex, from: number, to: number): number {
  const segs = index.segments;
  const start = segs[from].startSeconds;
  let end = to;
  let words = 0;
  for (let j = from; j < to; j++) words += index.segmentWords[j];
  while (end < segs.length && end - from < QUOTE_MAX_SEGMENTS && words + index.segmentWords[end] <= QUOTE_MAX_WORDS) {
    const s = segs[end].startSeconds;
    if ((start === null) !== (s === null)) break;
    if (start !== null && s !== null && s - start >= QUOTE_SECONDS) break;
    words += index.segmentWords[end];
    end++;
  }
  const asked = segs[end - 1];
  const reply = segs[end];
  if (end === to && reply && asked?.text.trimEnd().endsWith('?') && reply.speaker && reply.speaker !== asked.speaker)
    end++;
  return end;
}
