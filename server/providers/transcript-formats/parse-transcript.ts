import { detectTranscriptFormat } from './detect-format';
import { parseHtmlTranscript } from './html.parser';
import { parsePodcastJson } from './json.parser';
import { parseSrt } from './srt.parser';
import { parsePlainText } from './text.parser';
import type { ParsedSegment, TranscriptFormat } from './transcript-types';
import { parseVtt } from './vtt.parser';

const PARSERS: Record<TranscriptFormat, (body: string) => ParsedSegment[]> = {
  vtt: parseVtt,
  srt: parseSrt,
  json: parsePodcastJson,
  html: parseHtmlTranscript,
  markdown: parsePlainText,
  text: parsePlainText,
};

export class TranscriptParseError extends Error {}

/** Detects the format and parses a transcript into segments; throws when nothing readable remains. */
export function parseTranscript(
  body: string,
  hints: { contentType?: string | null; url?: string | null; format?: TranscriptFormat } = {},
): { format: TranscriptFormat; segments: ParsedSegment[] } {
  const format = hints.format ?? detectTranscriptFormat(body, hints);
  let segments: ParsedSegment[];
  try {
    segments = PARSERS[format](body);
  } catch (err) {
    throw new TranscriptParseError(`Could not read the ${format} transcript: ${(err as Error).message}`);
  }
  if (segments.length === 0) throw new TranscriptParseError(`The ${format} transcript has no text`);
  return { format, segments };
}
