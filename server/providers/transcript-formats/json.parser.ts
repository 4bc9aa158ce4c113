import { normalizeSpace } from './text-cleanup';
import type { ParsedSegment } from './transcript-types';

type JsonSegment = { speaker?: unknown; startTime?: unknown; endTime?: unknown; body?: unknown };

function seconds(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Podcasting 2.0 JSON: `{ version, segments: [{ speaker, startTime, endTime, body }] }`. */
export function parsePodcastJson(body: string): ParsedSegment[] {
  const data = JSON.parse(body.replace(/^\uFEFF/, '')) as { segments?: unknown } | unknown[];
  const list = Array.isArray(data) ? data : (data as { segments?: unknown }).segments;
  if (!Array.isArray(list)) throw new Error('The JSON transcript has no segments array');
  const segments: ParsedSegment[] = [];
  for (const item of list as JsonSegment[]) {
    if (!item || typeof item.body !== 'string') continue;
    const text = normalizeSpace(item.body);
    if (!text) continue;
    const speaker = typeof item.speaker === 'string' && item.speaker.trim() ? item.speaker.trim() : null;
    segments.push({ startSeconds: seconds(item.startTime), endSeconds: seconds(item.endTime), speaker, text });
  }
  return segments;
}
