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
