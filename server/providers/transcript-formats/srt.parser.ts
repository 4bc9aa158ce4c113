import { splitSpeakerPrefix } from './speaker-prefix';
import { decodeEntities, normalizeSpace, stripTags } from './text-cleanup';
import { parseTimestamp } from './timestamp';
import type { ParsedSegment } from './transcript-types';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;

/**
 * SubRip: numbered cues with `HH:MM:SS,mmm` times. Podcast SRTs mark speakers with a
 * "Name: text" prefix on the cue where the voice changes, so the last speaker carries forward.
 */
export function parseSrt(body: string): ParsedSegment[] {
  const blocks = body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/);
  const segments: ParsedSegment[] = [];
  let speaker: string | null = null;
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) continue;
    const timing = TIMING.exec(lines[timingIndex]);
    if (!timing) continue;
    const start = parseTimestamp(timing[1]);
    if (start === null) continue;
    const raw = decodeEntities(stripTags(lines.slice(timingIndex + 1).join('\n'))).trim();
    const prefixed = splitSpeakerPrefix(raw);
    if (prefixed.speaker) speaker = prefixed.speaker;
    const text = normalizeSpace(prefixed.text);
    if (text) segments.push({ startSeconds: start, endSeconds: parseTimestamp(timing[2]), speaker, text });
  }
  return segments;
}
