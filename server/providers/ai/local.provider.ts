import { formatTimestamp } from '../../../common/timestamp';
import { escapeRegExp } from '../../lib/strings';
import type {
  AiProvider,
  Answer,
  AnswerCitation,
  AnswerInput,
  ContentKind,
  ExplainInput,
  ProviderState,
  TimedText,
} from './ai-provider';
import { followUpOf, nextSpan, questionInContext, quotedBefore } from './follow-up';
import {
  closingSpan,
  composeOverview,
  isEndingQuestion,
  isOpeningQuestion,
  isOverviewQuestion,
  openingSpan,
  overviewSpans,
} from './overview';
import {
  asksAboutPeople,
  indexTranscript,
  type RankedSpan,
  rankSpans,
  speakersOf,
  type TranscriptIndex,
} from './passage-retrieval';

const QUOTE_CHARS = 420;
/** A supporting quote must be at least this fraction as relevant as the best one. */
const SUPPORT_RATIO = 0.45;
const CACHE_SIZE = 16;

/** Retrieval over one transcript, with a small cache so follow-up questions skip the indexing. */
export class TranscriptRetriever {
  private cache = new Map<string, TranscriptIndex>();

  constructor(private readonly extraSynonyms?: (word: string) => string[]) {}

  index(passages: TimedText[], title = ''): TranscriptIndex {
    const key = `${title}|${fingerprint(passages)}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const index = indexTranscript(passages, title);
    this.cache.set(key, index);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return index;
  }

  /** The passages that best answer the question, best first, as citations. */
  retrieve(
    passages: TimedText[],
    question: string,
    opts: { title?: string; limit?: number } = {},
  ): { spans: RankedSpan[]; index: TranscriptIndex } {
    const index = this.index(passages, opts.title);
    // How it starts or ends, or what it is about as a whole, has no words of its own to look up by.
    const edge = edgeOf(index, question);
    const spans = edge
      ? [edge.span]
      : isOverviewQuestion(question)
        ? overviewSpans(index, opts.title)
        : this.rank(index, question, opts.limit);
    return { spans, index };
  }

  /** The spans of an indexed transcript that best answer the question, best first. */
  rank(index: TranscriptIndex, question: string, limit = 3): RankedSpan[] {
    return rankSpans(index, question, { limit, extraSynonyms: this.extraSynonyms });
  }
}

/** For a question about how the episode starts or ends, the lines it opens or ends with. */
function edgeOf(index: TranscriptIndex, question: string): { span: RankedSpan; verb: string } | null {
  const opening = isOpeningQuestion(question) ? openingSpan(index) : null;
  if (opening) return { span: opening, verb: 'opens' };
  const closing = isEndingQuestion(question) ? closingSpan(index) : null;
  return closing ? { span: closing, verb: 'ends' } : null;
}

function fingerprint(passages: TimedText[]): string {
  let chars = 0;
  for (const p of passages) chars += p.text.length;
  const first = passages[0];
  const last = passages.at(-1);
  return `${passages.length}|${chars}|${first?.startSeconds}|${first?.text}|${last?.endSeconds}|${last?.text}`;
}

/**
 * The lines of a span as one citation, with its speaker. Where several people speak in it, the
 * citation is nobody's (one speaker's name over several people's words would put them in the wrong
 * mouth), and `said`, the text an answer quotes, labels each turn.
 */
export function citationOf(
  index: TranscriptIndex,
  span: RankedSpan,
): AnswerCitation & { speaker: string | null; said: string } {
  const segs = index.segments.slice(span.from, span.to);
  const speakers = new Set(segs.flatMap((s) => (s.speaker?.trim() ? [s.speaker.trim()] : [])));
  const oneLine = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ');
  let previous: string | undefined;
  const turns = segs.map((s) => {
    const who = s.speaker?.trim();
    const turn = who && who !== previous ? `${who}: ${s.text.trim()}` : s.text.trim();
    if (who) previous = who;
    return turn;
  });
  const text = oneLine(segs.map((s) => s.text.trim()));
  return {
    startSeconds: segs[0].startSeconds,
    endSeconds: segs.at(-1)?.endSeconds ?? segs.at(-1)?.startSeconds ?? null,
    text,
    speaker: speakers.size === 1 ? ([...speakers][0] as string) : null,
    said: speakers.size > 1 ? oneLine(turns) : text,
  };
}

function quote(text: string): string {
  if (text.length <= QUOTE_CHARS) return text;
  const cut = text.slice(0, QUOTE_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 200 ? lastSpace : QUOTE_CHARS)}…`;
}

const at = (seconds: number | null) => (seconds === null ? '' : `[${formatTimestamp(seconds)}]`);

/** Writes an extractive answer: the best passage quoted, then up to two supporting ones. */
export function composeExtractiveAnswer(
  index: TranscriptIndex,
  spans: RankedSpan[],
  contentTitle: string,
  kind: ContentKind = 'episode',
  opts: { more?: boolean } = {},
): Omit<Answer, 'provider' | 'fallback'> {
  if (spans.length === 0) {
    return {
      answer: `I couldn't find anything in the transcript of "${contentTitle}" that answers that. Try asking with other words, or about a topic the ${kind} covers.`,
      citations: [],
    };
  }
  const best = spans[0].score;
  const kept = spans.filter((s, i) => i === 0 || s.score >= best * SUPPORT_RATIO);
  const cited = kept.map((s) => citationOf(index, s));
  const lines = cited.map((c, i) => {
    const who = c.speaker ? `${c.speaker} says` : `the ${kind} says`;
    const when = c.startSeconds === null ? '' : ` at ${at(c.startSeconds)}`;
    // "What else?" is answered with more on the subject: "Also about that, at [12:03], Vincent says:".
    const lead =
      i === 0
        ? opts.more
          ? `Also about that${when && `,${when}`}, ${who}:`
          : `The most relevant part is${when && `${when},`} where ${who}:`
        : `Also${when}${c.speaker ? `, ${c.speaker}` : ''}:`;
    return `${lead} “${quote(c.said)}”`;
  });
  return {
    answer: lines.join('\n\n'),
    citations: cited.map(({ startSeconds, endSeconds, text }) => ({
      startSeconds,
      endSeconds,
      text,
    })),
  };
}

/**
 * Who is speaking, when no line answers but the transcript labels its speakers: their names, and
 * the first thing each of the first three says. A speaker another one welcomes by first name near
 * the start ("Chris, welcome on the Changelog", "welcome to the show, Priya"), or whom the title
 * names ("... with Chris Coyier"), is the guest, and the others are the hosts.
 */
function composeSpeakers(
  index: TranscriptIndex,
  contentTitle: string,
  question: string,
): Omit<Answer, 'provider' | 'fallback'> | null {
  const people = speakersOf(index);
  if (people.length === 0) return null;
  const guests = guestsOf(index, people, contentTitle);
  const hosts = people.filter((p) => !guests.some((g) => g.name === p.name));
  // The welcome, then each one's first words.
  const shown = [...guests.flatMap((g) => (g.welcome ? [g.welcome.line] : [])), ...people.map((p) => p.line)];
  const cited = [...new Set(shown)]
    .slice(0, 3)
    .sort((a, b) => a - b)
    .map((line) => citationOf(index, { from: line, to: line + 1, score: 0, windowScore: 0 }));
  const lines = cited.map(speakerLine);
  let lead = `Nobody is introduced by name in "${contentTitle}", but the transcript names who speaks: ${listOf(people.map((p) => p.name))}.`;
  if (guests.length && hosts.length) {
    const guestNames = listOf(guests.map((g) => g.name));
    const hostNames = listOf(hosts.map((h) => h.name));
    const guestSentence = `The guest${guests.length > 1 ? 's are' : ' is'} ${guestNames}`;
    const hostSentence = `the host${hosts.length > 1 ? 's are' : ' is'} ${hostNames}`;
    lead = /\bhosts?\b/i.test(question)
      ? `${hostSentence.charAt(0).toUpperCase()}${hostSentence.slice(1)}; ${guestSentence.charAt(0).toLowerCase()}${guestSentence.slice(1)}.`
      : `${guestSentence}; ${hostSentence}.`;
  }
  return {
    answer: [lead, ...lines].join('\n\n'),
    citations: cited.map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text })),
  };
}

/**
 * "Who is Jerod?", asked of a transcript that labels Jerod Santo's lines: their role (the guest,
 * a host, or a speaker), with the line that welcomes a guest and the first thing they say. Null
 * when the question asks about anyone else.
 */
function composeSpeaker(
  index: TranscriptIndex,
  contentTitle: string,
  question: string,
): Omit<Answer, 'provider' | 'fallback'> | null {
  const asked = /^\s*who(?:'s|’s| is| was)\s+(.+?)\s*\??\s*$/i.exec(question)?.[1]?.toLowerCase();
  if (!asked) return null;
  const people = speakersOf(index);
  const matching = people.filter(
    (p) => p.name.toLowerCase() === asked || p.name.toLowerCase().split(/\s+/).includes(asked),
  );
  const person = matching.length === 1 ? matching[0] : null;
  if (!person) return null;
  const guests = guestsOf(index, people, contentTitle);
  const others = (list: Speaker[]) => list.filter((p) => p.name !== person.name).map((p) => p.name);
  const hosts = people.filter((p) => !guests.some((g) => g.name === p.name));
  const guest = guests.find((g) => g.name === person.name);
  let lead: string;
  if (guest) {
    const also = others(guests);
    lead = `${person.name} is ${also.length ? `one of the guests of "${contentTitle}", with ${listOf(also)}` : `the guest of "${contentTitle}"`}; the host${hosts.length > 1 ? 's are' : ' is'} ${listOf(hosts.map((h) => h.name))}.`;
  } else if (guests.length) {
    const also = others(hosts);
    lead = `${person.name} ${also.length ? `is one of the hosts of "${contentTitle}", with ${listOf(also)}` : `hosts "${contentTitle}"`}; the guest${guests.length > 1 ? 's are' : ' is'} ${listOf(guests.map((g) => g.name))}.`;
  } else {
    lead = `${person.name} is one of the speakers of "${contentTitle}"${people.length > 1 ? `, with ${listOf(others(people))}` : ''}.`;
  }
  // A guest's welcome ("Chris, welcome on the Changelog"), then their own first words.
  const lines = [...new Set([guest?.welcome?.line ?? person.line, person.line])].sort((a, b) => a - b);
  const cited = lines.map((line) => citationOf(index, { from: line, to: line + 1, score: 0, windowScore: 0 }));
  return {
    answer: [lead, ...cited.map(speakerLine)].join('\n\n'),
    citations: cited.map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text })),
  };
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** One speaker's line as an answer shows it: "Jerod Santo at [0:00]: “Chris, welcome ...”". */
const speakerLine = (c: AnswerCitation & { speaker: string | null }) =>
  `${c.speaker}${c.startSeconds === null ? '' : ` at ${at(c.startSeconds)}`}: “${quote(c.text)}”`;

/** How far into a transcript a welcome still introduces a guest. */
const WELCOME_LINES = 40;

type Speaker = { name: string; line: number };
type Guest = Speaker & { welcome?: { line: number } };

/**
 * The speakers welcomed by first name in the opening lines by somebody else, each with the line of
 * the welcome, or else those the title names in full.
 */
function guestsOf(index: TranscriptIndex, people: Speaker[], contentTitle: string): Guest[] {
  if (people.length < 2) return [];
  const welcomed = people.flatMap((p) => {
    const first = escapeRegExp(p.name.split(/\s+/)[0] ?? '');
    if (first.length < 2) return [];
    const pattern = new RegExp(
      `\\b${first}\\b,? welcome\\b|\\bwelcome\\b[^.?!]{0,40}?\\b${first}\\b|\\bjoined by\\b[^.?!]{0,20}?\\b${first}\\b`,
      'i',
    );
    for (let i = 0; i < Math.min(index.segments.length, WELCOME_LINES); i++) {
      const line = index.segments[i];
      if (!line || line.speaker?.trim() === p.name) continue;
      // "I'm joined by my co-host Jerod" welcomes no guest.
      if (pattern.test(line.text) && !/\b(co-?hosts?|hosts?|hosting)\b/i.test(line.text))
        return [{ ...p, welcome: { line: i } }];
    }
    return [];
  });
  if (welcomed.length && welcomed.length < people.length) return welcomed;
  const title = contentTitle.toLowerCase();
  const named = people.filter((p) => p.name.includes(' ') && title.includes(p.name.toLowerCase()));
  return named.length < people.length ? named : [];
}

/**
 * The embedded provider: ranks transcript passages and answers by quoting them with their
 * timestamps. No network and no key, so it is always available, and it is the fallback when a
 * configured model fails.
 */
export class LocalAiProvider implements AiProvider {
  readonly name = 'local' as const;
  readonly model = 'extractive';
  readonly retriever: TranscriptRetriever;

  constructor(opts: { extraSynonyms?: (word: string) => string[] } = {}) {
    this.retriever = new TranscriptRetriever(opts.extraSynonyms);
  }

  async status(): Promise<ProviderState> {
    return {
      status: 'available',
      lastCheck: new Date(),
      quotaReset: null,
      errorMessage: null,
    };
  }

  async check(): Promise<ProviderState> {
    return this.status();
  }

  /**
   * The answer to "tell me more" or "what else?" after an earlier answer: the lines right after
   * its first quote, or the passages on its question not quoted yet. Null for any other question.
   */
  followUp(input: AnswerInput): Omit<Answer, 'provider' | 'fallback'> | null {
    const asked = followUpOf(input.question, input.earlier);
    if (!asked) return null;
    const index = this.retriever.index(input.passages, input.contentTitle);
    const kind = input.contentKind ?? 'episode';
    if (asked.kind === 'goOn') {
      const span = nextSpan(index, asked.turn);
      if (!span) return null;
      const c = citationOf(index, span);
      const who = c.speaker ? `${c.speaker} says` : `the ${kind} goes on`;
      return {
        answer: `Right after that${c.startSeconds === null ? '' : `, at ${at(c.startSeconds)}`}, ${who}: “${quote(c.said)}”`,
        citations: [{ startSeconds: c.startSeconds, endSeconds: c.endSeconds, text: c.text }],
      };
    }
    const others = this.retriever
      .rank(index, asked.subject, 6)
      .filter((s) => !quotedBefore(index, s, input.earlier ?? []));
    if (others.length === 0) {
      return {
        answer: `That is all I found in the ${kind} about that. Ask about another part of it.`,
        citations: [],
      };
    }
    return composeExtractiveAnswer(index, others.slice(0, 3), input.contentTitle, kind, { more: true });
  }

  async answer(input: AnswerInput): Promise<Answer> {
    const followed = this.followUp(input);
    if (followed) return { ...followed, provider: 'local', fallback: false };
    // "Why is that?" is looked up with the question before it.
    const question = questionInContext(input.question, input.earlier);
    if (question !== input.question) return this.answer({ ...input, question, earlier: undefined });
    const index = this.retriever.index(input.passages, input.contentTitle);
    // "How does it start?", "how does it end?": the lines it opens or ends with.
    const edge = edgeOf(index, input.question);
    if (edge) {
      const c = citationOf(index, edge.span);
      const kind = input.contentKind ?? 'episode';
      return {
        answer: `The ${kind} ${edge.verb}${c.startSeconds === null ? '' : ` at ${at(c.startSeconds)}`}, where ${c.speaker ? `${c.speaker} says` : `the ${kind} says`}: “${quote(c.said)}”`,
        citations: [{ startSeconds: c.startSeconds, endSeconds: c.endSeconds, text: c.text }],
        provider: 'local',
        fallback: false,
      };
    }
    if (isOverviewQuestion(input.question)) {
      const cited = overviewSpans(index, input.contentTitle).map((span) => citationOf(index, span));
      if (cited.length > 0) {
        return {
          answer: composeOverview(input.contentTitle, cited, quote, input.contentKind),
          citations: cited.map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text })),
          provider: 'local',
          fallback: false,
        };
      }
    }
    const speaker = composeSpeaker(index, input.contentTitle, input.question);
    if (speaker) return { ...speaker, provider: 'local', fallback: false };
    const spans = this.retriever.rank(index, input.question);
    if (spans.length === 0 && asksAboutPeople(input.question)) {
      const people = composeSpeakers(index, input.contentTitle, input.question);
      if (people) return { ...people, provider: 'local', fallback: false };
    }
    return {
      ...composeExtractiveAnswer(index, spans, input.contentTitle, input.contentKind),
      provider: 'local',
      fallback: false,
    };
  }

  async explain(input: ExplainInput): Promise<string> {
    const { spans, index } = this.retriever.retrieve(input.evidence, input.question, { title: input.title, limit: 1 });
    if (spans.length === 0) return `"${input.title}" matches the topic of your question.`;
    const c = citationOf(index, spans[0]);
    return `"${input.title}" talks about this${c.startSeconds === null ? '' : ` at ${at(c.startSeconds)}`}: “${quote(c.said)}”`;
  }
}
