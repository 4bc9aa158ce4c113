import { formatTimestamp } from '../../../common/timestamp';
import type { AnswerCitation, ContentKind } from './ai-provider';
import { type RankedSpan, rankSpans, type TranscriptIndex } from './passage-retrieval';
import { rarityOf } from './spoken-frequency';
import { termsOf, wordsOf } from './text-terms';

/**
 * Questions about the whole episode ("what is this about?", "summarize it", "main points") have
 * no topic words of their own to retrieve by; they are answered from the episode's own topics.
 */
const OVERVIEW =
  /\b(what(?:'s| is| was)? (?:this|the|it)(?: (?:episode|show|video|talk|book|chapter|conversation|one))? (?:about|on)|summar(?:y|ise|ize)|overview|(?:main|key|big|biggest) (?:points?|topics?|ideas?|themes?|takeaways?|lessons?|messages?)|gist|tl;?dr|what (?:do|does|did) (?:they|it|he|she|the hosts?|the guests?) (?:talk|speak|discuss|cover)|what(?:'s| is| was| gets?) (?:covered|discussed))\b/i;

export function isOverviewQuestion(question: string): boolean {
  return OVERVIEW.test(question);
}

/**
 * Questions about how the episode opens: "how does it start?", "what do they talk about first?",
 * "what was the first thing they discussed?", "what's at the beginning of the episode?".
 */
const OPENING =
  /\b(?:how (?:does|did) (?:it|this|the (?:episode|show|video|talk|conversation|podcast|book|chapter)) (?:start|begin|open|kick off)|what (?:do|does|did) (?:they|he|she|it|the hosts?|the guests?) (?:talk about|say|discuss|cover|speak about|open with|start with|begin with)(?: first| at the (?:start|beginning|top))|what(?:'s| is| was) (?:the )?first (?:thing|topic|subject|question)s?|what(?:'s| is| was| happens) (?:at|in) the (?:start|beginning|opening|top)(?: of (?:it|the|this))?|(?:at|in) the (?:start|beginning|opening|top) of (?:the|this) (?:episode|show|video|talk|conversation|podcast|book|chapter))\b/i;

export function isOpeningQuestion(question: string): boolean {
  return OPENING.test(question);
}

/**
 * Questions about how the episode ends: "how does it end?", "what do they say at the end?",
 * "what's the last thing they talk about?".
 */
const ENDING =
  /\b(?:how (?:does|did) (?:it|this|the (?:episode|show|video|talk|conversation|podcast|book|chapter)) (?:end|finish|wrap up|close)|what (?:do|does|did) (?:they|he|she|it|the hosts?|the guests?) (?:talk about|say|discuss|cover|speak about|end with|finish with|close with)(?: last| at the end)|what(?:'s| is| was) (?:the )?last (?:thing|topic|subject|question)s?|what(?:'s| is| was| happens) (?:at|in) the end(?: of (?:it|the|this))?|at the end of (?:the|this) (?:episode|show|video|talk|conversation|podcast|book|chapter))\b/i;

export function isEndingQuestion(question: string): boolean {
  return ENDING.test(question);
}

/** How many characters of speech the opening's answer quotes at least, from its first line on. */
const OPENING_CHARS = 240;

/**
 * The passage the episode opens with: its first lines that are not a sponsor read, up to a few
 * sentences. Null for a transcript of sponsor reads only.
 */
export function openingSpan(index: TranscriptIndex): RankedSpan | null {
  const from = index.segments.findIndex((_, i) => !index.isAd[i]);
  if (from < 0) return null;
  let to = from;
  let chars = 0;
  while (to < index.segments.length && !index.isAd[to] && (to === from || chars < OPENING_CHARS)) {
    chars += index.segments[to]?.text.length ?? 0;
    to++;
  }
  return { from, to, score: 1, windowScore: 1 };
}

/**
 * The passage the episode ends with: its last lines that are not a sponsor read, a few sentences
 * that end where it does. Null for a transcript of sponsor reads only.
 */
export function closingSpan(index: TranscriptIndex): RankedSpan | null {
  let to = index.segments.length;
  while (to > 0 && index.isAd[to - 1]) to--;
  if (to === 0) return null;
  let from = to;
  let chars = 0;
  while (from > 0 && !index.isAd[from - 1] && (from === to || chars < OPENING_CHARS)) {
    from--;
    chars += index.segments[from]?.text.length ?? 0;
  }
  return { from, to, score: 1, windowScore: 1 };
}

/**
 * The words the transcript dwells on most, outside sponsor reads, for how rarely everyday speech
 * says them: its topics ("cache", "sqlite"), not its fillers ("want", "maybe").
 */
function topicWords(index: TranscriptIndex, max = 10): string[] {
  const known = topicCache.get(index);
  if (known) return known;
  const words = countTopicWords(index, max);
  topicCache.set(index, words);
  return words;
}

/** An indexed transcript's topics, worked out once: follow-up overview questions reuse them. */
const topicCache = new WeakMap<TranscriptIndex, string[]>();

function countTopicWords(index: TranscriptIndex, max: number): string[] {
  const count = new Map<string, { n: number; lines: Set<number> }>();
  index.segments.forEach((segment, i) => {
    if (index.isAd[i]) return;
    for (const word of wordsOf(segment.text)) {
      if (word.length < 4 || termsOf(word).length === 0) continue;
      const entry = count.get(word) ?? { n: 0, lines: new Set<number>() };
      entry.n += 1;
      entry.lines.add(i);
      count.set(word, entry);
    }
  });
  return [...count.entries()]
    .filter(([, e]) => e.lines.size >= 2)
    .map(([word, e]) => ({ word, weight: e.n * rarityOf(word) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, max)
    .map((x) => x.word);
}

/**
 * Up to three passages that carry the episode's main topics, in the order they are said. The
 * first is from the opening when it speaks of them: an episode says what it is about there
 * ("today we're putting DiskCache to work"), before the conversation takes its turns.
 */
export function overviewSpans(index: TranscriptIndex, title = ''): RankedSpan[] {
  const words = topicWords(index);
  if (words.length === 0) return [];
  const topics = words.join(' ');
  const [opening] = rankSpans(index, `${title} ${topics}`, { limit: 1, openingOnly: true });
  const rest = rankSpans(index, topics, { limit: 4 }).filter(
    (s) => !opening || s.to <= opening.from || s.from >= opening.to,
  );
  const spans = opening ? [opening, ...rest.slice(0, 2)] : rest.slice(0, 3);
  return spans.sort((a, b) => a.from - b.from);
}

export function composeOverview(
  contentTitle: string,
  cited: (AnswerCitation & { speaker: string | null; said: string })[],
  quote: (text: string) => string,
  kind: ContentKind = 'episode',
): string {
  const lines = cited.map((c) => {
    const lead = [c.startSeconds === null ? '' : `At [${formatTimestamp(c.startSeconds)}]`, c.speaker ?? '']
      .filter(Boolean)
      .join(', ');
    return `${lead ? `${lead}: ` : ''}“${quote(c.said)}”`;
  });
  return [`Here is what "${contentTitle}" covers, in the words of the ${kind}:`, ...lines].join('\n\n');
}
