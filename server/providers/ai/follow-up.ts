import type { EarlierTurn } from './ai-provider';
import type { RankedSpan, TranscriptIndex } from './passage-retrieval';
import { termsOf } from './text-terms';

/**
 * "Tell me more", "go on", "and then?", "what did he say next": what the transcript says right
 * after the passage the last answer quoted first.
 */
const GOES_ON =
  /^(?:(?:ok(?:ay)?|and|so|yes|yeah|great|cool|interesting|nice|please|right)[,!.]?\s+)*(?:(?:can you |could you |please )?(?:tell me more|say more|go on|keep going|continue|carry on)(?: about (?:that|this|it))?|more(?: (?:about|on) (?:that|this|it))?|and then|then what|what next|what (?:happens|happened|comes|came) (?:next|after that|then)|what did (?:he|she|they|it|the guest|the host) say (?:next|after that|then)|(?:can you )?(?:elaborate|expand on (?:that|this|it)))(?: please)?$/;

/** "What else?", "anything else about it?", "where else is it mentioned?": other passages on the last question. */
const ASKS_ELSE =
  /^(?:(?:ok(?:ay)?|and|so|great|thanks)[,!.]?\s+)*(?:what else|anything else|where else|what other (?:parts|places|things)|(?:are there |is there )?(?:any )?other (?:parts|places|mentions|passages))(?: (?:did (?:he|she|they) say|do they say|is (?:said|mentioned)|about (?:that|this|it)|on (?:that|this|it)|is it mentioned|are they mentioned))?$/;

/** Words that point back at what was asked or said before: "what did he mean by that", "why is it faster". */
const POINTER = /\b(?:that|this|it|its|he|she|they|him|her|them|those|these|his|their)\b/;

/**
 * What a question asks of the answers before it, if anything: "goOn" goes on from the last
 * answer's quote (`turn`), "else" asks for more on the chat's subject (`subject`).
 */
export type FollowUp = { kind: 'goOn'; turn: EarlierTurn } | { kind: 'else'; subject: string } | null;

const plain = (question: string) =>
  question
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const goesOn = (question: string) => GOES_ON.test(plain(question));
const asksElse = (question: string) => ASKS_ELSE.test(plain(question));

export function followUpOf(question: string, earlier: readonly EarlierTurn[] | undefined): FollowUp {
  const turn = earlier?.at(-1);
  if (!turn) return null;
  if (goesOn(question)) return { kind: 'goOn', turn };
  const subject = asksElse(question) ? subjectOf(earlier ?? []) : null;
  return subject ? { kind: 'else', subject } : null;
}

/**
 * A question that says little of its own and points back: "why?", "why is that?", "what did he
 * mean by it?", "where does he work?".
 */
function pointsBack(question: string): boolean {
  if (/^\s*(?:why|how|how so|when|where|who|really|meaning|like what|such as|for example)\s*\??\s*$/i.test(question))
    return true;
  return termsOf(question).length <= 1 && POINTER.test(plain(question));
}

/**
 * What the chat is about after `earlier`: the last question asked with a subject of its own,
 * with the questions after it that point back at it ("who is the guest?", "where does he
 * work?"); "tell me more" and "what else?" change nothing.
 */
function subjectOf(earlier: readonly EarlierTurn[]): string | null {
  let subject: string | null = null;
  for (const { question } of earlier) {
    if (goesOn(question) || asksElse(question)) continue;
    subject = subject && pointsBack(question) ? `${subject} ${question}` : question;
  }
  return subject;
}

/** The question to look the transcript up by: one that points back is read with the chat's subject. */
export function questionInContext(question: string, earlier: readonly EarlierTurn[] | undefined): string {
  const subject = earlier?.length ? subjectOf(earlier) : null;
  return subject && pointsBack(question) ? `${subject} ${question}` : question;
}

/** How much of the transcript "tell me more" quotes: about as much as an answer's first quote. */
const GO_ON_CHARS = 400;

/**
 * The lines right after the last answer's first quote, up to about one quote's length; null
 * when that quote had no time, or it was the transcript's end.
 */
export function nextSpan(index: TranscriptIndex, turn: EarlierTurn): RankedSpan | null {
  const first = turn.cited[0];
  const end = first?.endSeconds ?? first?.startSeconds;
  if (end === null || end === undefined) return null;
  const from = index.segments.findIndex((s) => s.startSeconds !== null && s.startSeconds >= end - 0.05);
  if (from < 0) return null;
  let to = from;
  let chars = 0;
  while (to < index.segments.length && (to === from || chars < GO_ON_CHARS)) {
    chars += index.segments[to]?.text.length ?? 0;
    to++;
  }
  return { from, to, score: 1, windowScore: 1 };
}

/** Whether a span starts at a passage an earlier answer quoted. */
export function quotedBefore(index: TranscriptIndex, span: RankedSpan, earlier: readonly EarlierTurn[]): boolean {
  const start = index.segments[span.from]?.startSeconds;
  const end = index.segments[span.to - 1]?.endSeconds ?? start;
  if (start === null || start === undefined) return false;
  return earlier.some((t) =>
    t.cited.some(
      (c) => c.startSeconds !== null && c.startSeconds <= (end ?? start) && (c.endSeconds ?? c.startSeconds) >= start,
    ),
  );
}
