import { splitSpeakerPrefix } from './speaker-prefix';
import { normalizeSpace } from './text-cleanup';
import { parseTimestamp } from './timestamp';
import type { ParsedSegment } from './transcript-types';

// Passages longer than this are cut at sentence ends so that retrieval can quote them.
const MAX_PASSAGE = 1200;
const LEADING_TIME = /^[[(]?((?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d+)?)[\])]?\s*[-–—]?\s*/;

/**
 * Plain text and Markdown transcripts: one passage per paragraph. A paragraph may start with a
 * speaker ("Name: text", or Markdown's "**Name:** text") and a time ("[00:12:03]"); a paragraph
 * without a speaker continues the last one. Markdown headings and emphasis are dropped.
 */
export function parsePlainText(body: string): ParsedSegment[] {
  const paragraphs = body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/);
  const segments: ParsedSegment[] = [];
  let speaker: string | null = null;
  for (const paragraph of paragraphs) {
    let text = stripMarkdown(paragraph);
    if (!text) continue;
    let start: number | null = null;
    const time = LEADING_TIME.exec(text);
    if (time) {
      start = parseTimestamp(time[1]);
      text = text.slice(time[0].length);
    }
    const prefixed = splitSpeakerPrefix(text);
    if (prefixed.speaker) {
      text = prefixed.text;
      const late = LEADING_TIME.exec(text);
      if (late && start === null) {
        start = parseTimestamp(late[1]);
        text = text.slice(late[0].length);
      }
      // A label with only a time after it ("Break: [30:07]") marks a pause, not a new voice.
      if (!text.trim()) continue;
      speaker = prefixed.speaker;
    }
    for (const [i, piece] of splitLong(normalizeSpace(text)).entries()) {
      segments.push({ startSeconds: i === 0 ? start : null, endSeconds: null, speaker, text: piece });
    }
  }
  return segments;
}

function stripMarkdown(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .filter((line) => !/^\s{0,3}(#{1,6}\s|```|---+\s*$|\*\*\*+\s*$)/.test(line))
    .map((line) => line.replace(/^\s{0,3}>\s?/, ''));
  return lines
    .join('\n')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .trim();
}

function splitLong(text: string): string[] {
  if (text.length <= MAX_PASSAGE) return text ? [text] : [];
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [text];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > MAX_PASSAGE) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
    while (current.length > MAX_PASSAGE * 2) {
      pieces.push(current.slice(0, MAX_PASSAGE).trim());
      current = current.slice(MAX_PASSAGE);
    }
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}
