import type { TranscriptFormat } from './transcript-types';

const BY_TYPE: [RegExp, TranscriptFormat][] = [
  [/vtt/, 'vtt'],
  [/subrip|srt/, 'srt'],
  [/json/, 'json'],
  [/html/, 'html'],
  [/markdown/, 'markdown'],
  [/text\/plain/, 'text'],
];

const BY_EXTENSION: Record<string, TranscriptFormat> = {
  vtt: 'vtt',
  webvtt: 'vtt',
  srt: 'srt',
  json: 'json',
  html: 'html',
  htm: 'html',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
};

const SRT_TIMING = /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s+-->\s+\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/m;
const ANY_TIMING = /^\s*[\d:.,]+\s+-->\s+[\d:.,]+/m;

/** What the bytes themselves say, when they say it clearly. */
function sniff(body: string): TranscriptFormat | null {
  const head = body
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 4096);
  if (/^WEBVTT\b/.test(head)) return 'vtt';
  if (/^[[{]/.test(head)) {
    try {
      JSON.parse(body.replace(/^\uFEFF/, ''));
      return 'json';
    } catch {
      // Not JSON after all; fall through to the other signatures.
    }
  }
  if (/^\d+\s*\n/.test(head) && SRT_TIMING.test(head)) return 'srt';
  if (/<(html|body|cite|time|p)\b/i.test(head) || /^<!doctype html/i.test(head)) return 'html';
  if (SRT_TIMING.test(head)) return head.includes(',') ? 'srt' : 'vtt';
  if (ANY_TIMING.test(head)) return 'vtt';
  return null;
}

/**
 * A transcript's format from its content first (servers often label VTT as text/plain), then
 * its declared content type, then the URL's extension; plain text otherwise.
 */
export function detectTranscriptFormat(
  body: string,
  hints: { contentType?: string | null; url?: string | null } = {},
): TranscriptFormat {
  const sniffed = sniff(body);
  if (sniffed) return sniffed;
  const type = hints.contentType?.toLowerCase() ?? '';
  for (const [pattern, format] of BY_TYPE) if (pattern.test(type)) return format;
  const extension = hints.url ? /\.([a-z]+)(?:[?#]|$)/i.exec(safePath(hints.url))?.[1]?.toLowerCase() : undefined;
  if (extension && BY_EXTENSION[extension]) return BY_EXTENSION[extension];
  if (/^\s*\*\*[^*\n]{1,60}:?\*\*:?\s/m.test(body)) return 'markdown';
  return 'text';
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Maps a feed's declared transcript type (`<podcast:transcript type=...>`) to a format. */
export function formatOfMimeType(type: string): TranscriptFormat | null {
  const lower = type.toLowerCase();
  for (const [pattern, format] of BY_TYPE) if (pattern.test(lower)) return format;
  return null;
}
