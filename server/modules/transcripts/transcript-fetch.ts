import type { AppContext } from '../../context';
import { FeedFetchError } from '../../providers/feeds/feed-types';
import type { fetchFeed } from '../../providers/feeds/safe-fetch';
import { detectTranscriptFormat, formatOfMimeType } from '../../providers/transcript-formats/detect-format';
import { parseTranscript } from '../../providers/transcript-formats/parse-transcript';
import { combineSegments } from '../../providers/transcript-formats/segment-combiner';
import type { ParsedSegment, TranscriptFormat } from '../../providers/transcript-formats/transcript-types';

const MAX_TRANSCRIPT_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;
// Word-level JSON transcripts (one word per segment) become passages of about this many characters.
const PASSAGE_LENGTH = 400;
const PREFERENCE: TranscriptFormat[] = ['vtt', 'json', 'srt', 'html', 'markdown', 'text'];

export type FetchedTranscript = {
  format: TranscriptFormat;
  segments: ParsedSegment[];
  sourceUrl: string;
  language: string | null;
};

/** The format a feed's transcript reference promises, from its type, else its URL. */
export function declaredFormat(ref: { url: string; type?: string }): TranscriptFormat | null {
  const byType = ref.type ? formatOfMimeType(ref.type) : null;
  if (byType) return byType;
  const byUrl = detectTranscriptFormat('', { url: ref.url });
  return byUrl === 'text' ? null : byUrl;
}

/** Orders an episode's transcript references: VTT first, then JSON, SRT, HTML, then the rest. */
export function preferredTranscripts<T extends { url: string; type?: string }>(refs: T[]): T[] {
  const rank = (ref: T) => {
    const format = declaredFormat(ref);
    return format ? PREFERENCE.indexOf(format) : PREFERENCE.length;
  };
  return refs.filter((r) => /^https?:\/\//i.test(r.url)).sort((a, b) => rank(a) - rank(b));
}

/**
 * A transcript stored a word per line (as word-level JSON was before it became passages on
 * arrival) read as passages, for answering questions in quotes a listener can read. Lines of
 * cue size are left alone.
 */
export function readablePassages(segments: ParsedSegment[]): ParsedSegment[] {
  return combinedWhenShort(segments, WORD_LEVEL_CHARS);
}

/** Lines this short on average are single words. */
const WORD_LEVEL_CHARS = 15;

/** Turns a word-per-segment JSON transcript into readable passages; leaves cue-sized ones alone. */
export function toPassages(format: TranscriptFormat, segments: ParsedSegment[]): ParsedSegment[] {
  return format === 'json' ? combinedWhenShort(segments, 40) : segments;
}

/** The lines combined into passages when they are shorter than `minAverage` characters on average. */
function combinedWhenShort(segments: ParsedSegment[], minAverage: number): ParsedSegment[] {
  const average = segments.reduce((n, s) => n + s.text.length, 0) / Math.max(1, segments.length);
  if (average >= minAverage) return segments;
  return combineSegments(segments, { combineSegments: true, combineSegmentsLength: PASSAGE_LENGTH });
}

/** Downloads and parses one transcript file under the private-address rule. */
export async function fetchTranscriptFile(
  ctx: Pick<AppContext, 'env' | 'providers'>,
  ref: { url: string; type?: string; language?: string },
): Promise<FetchedTranscript> {
  let result: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    result = await ctx.providers.fetch(ref.url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: MAX_TRANSCRIPT_BYTES,
    });
  } catch (err) {
    if (err instanceof FeedFetchError) throw new Error(err.message.replace(/\bfeed\b/g, 'transcript'));
    throw err;
  }
  if (result.notModified) throw new Error('The transcript server answered 304 without a body');
  const body = result.body.toString('utf8');
  const { format, segments } = parseTranscript(body, { contentType: result.contentType ?? ref.type, url: ref.url });
  return { format, segments: toPassages(format, segments), sourceUrl: ref.url, language: ref.language ?? null };
}

/** Tries an episode's transcripts in order of preference; the first that parses wins. */
export async function fetchFirstTranscript(
  ctx: Pick<AppContext, 'env' | 'providers'>,
  refs: { url: string; type?: string; language?: string }[],
): Promise<FetchedTranscript> {
  const ordered = preferredTranscripts(refs);
  if (ordered.length === 0) throw new Error('The episode lists no transcript');
  const errors: string[] = [];
  for (const ref of ordered) {
    try {
      return await fetchTranscriptFile(ctx, ref);
    } catch (err) {
      errors.push((err as Error).message);
    }
  }
  throw new Error(errors.join('; '));
}
