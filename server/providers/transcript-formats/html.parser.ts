import { parsePlainText } from './text.parser';
import { decodeEntities, normalizeSpace, stripTags } from './text-cleanup';
import { parseTimestamp } from './timestamp';
import type { ParsedSegment } from './transcript-types';

const TOKEN = /<(cite|time|p)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

/**
 * Podcasting 2.0 HTML: `<cite>Speaker:</cite>` names who speaks from there on, `<time>M:SS</time>`
 * starts a passage and `<p>` holds its text. A segment ends where the next one starts. HTML
 * without that structure is read as plain text.
 */
export function parseHtmlTranscript(body: string): ParsedSegment[] {
  const html = body.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  const segments: ParsedSegment[] = [];
  let speaker: string | null = null;
  let start: number | null = null;
  let sawStructure = false;
  for (const match of html.matchAll(TOKEN)) {
    const tag = match[1].toLowerCase();
    const content = normalizeSpace(decodeEntities(stripTags(match[2])));
    if (tag === 'cite') {
      speaker = content.replace(/:\s*$/, '').trim() || null;
      sawStructure = true;
    } else if (tag === 'time') {
      start = parseTimestamp(content);
      sawStructure = true;
    } else if (content) {
      segments.push({ startSeconds: start, endSeconds: null, speaker, text: content });
      start = null;
    }
  }
  if (!sawStructure) return parsePlainText(htmlToText(html));
  for (let i = 0; i < segments.length - 1; i++) {
    const next = segments[i + 1].startSeconds;
    if (segments[i].startSeconds !== null && next !== null && next >= (segments[i].startSeconds as number)) {
      segments[i].endSeconds = next;
    }
  }
  return segments;
}

function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|h[1-6]|li)\s*>|<br\s*\/?>/gi, '\n\n');
  return decodeEntities(stripTags(withBreaks));
}
