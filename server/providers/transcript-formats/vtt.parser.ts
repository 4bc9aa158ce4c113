import { decodeEntities, normalizeSpace, stripTags } from './text-cleanup';
import { parseTimestamp } from './timestamp';
import type { ParsedSegment } from './transcript-types';

const TIMING = /^\s*(\S+)\s+-->\s+(\S+)/;
const VOICE = /<v(?:\.[^\s>]*)?\s+([^>]+)>/g;

/**
 * WebVTT: cues with optional identifiers and settings, `<v Speaker>` voice tags (a cue whose
 * lines have different voices becomes one segment per voice), short `MM:SS.mmm` or bare-second
 * timestamps; NOTE, STYLE and REGION blocks are skipped.
 */
export function parseVtt(body: string): ParsedSegment[] {
  const blocks = body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/);
  const segments: ParsedSegment[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    // Only a cue has its timing on the first or second line (after an identifier); the header
    // and NOTE, STYLE and REGION blocks cannot contain "-->".
    const timingIndex = lines.findIndex((l) => l.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1 || /^NOTE\b/.test(lines[0])) continue;
    const timing = TIMING.exec(lines[timingIndex]);
    if (!timing) continue;
    const start = parseTimestamp(timing[1]);
    const end = parseTimestamp(timing[2]);
    if (start === null) continue;
    segments.push(...cuePayload(lines.slice(timingIndex + 1), start, end));
  }
  return segments;
}

function cuePayload(lines: string[], start: number, end: number | null): ParsedSegment[] {
  const out: ParsedSegment[] = [];
  let speaker: string | null = null;
  let parts: string[] = [];
  const flush = () => {
    const text = normalizeSpace(decodeEntities(stripTags(parts.join('\n'))));
    if (text) out.push({ startSeconds: start, endSeconds: end, speaker, text });
    parts = [];
  };
  for (const line of lines) {
    const voices = [...line.matchAll(VOICE)];
    const voice = voices[0]?.[1].trim() ?? null;
    if (voice !== null && voice !== speaker) {
      if (parts.length > 0) flush();
      speaker = voice;
    }
    parts.push(line);
  }
  flush();
  return out;
}
