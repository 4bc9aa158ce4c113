import { sanitizeFeedHtml } from './html-sanitizer';
import { decodeEntities } from './xml-tree';

const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|pre|hr|dd|dt)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;

/** Whitespace collapsed to single spaces, ends trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A description as safe HTML (see sanitizeFeedHtml) and as plain text for search. Input is the
 * decoded element content, which is HTML when the feed escaped or CDATA-wrapped it, else plain
 * text; text without tags keeps its line breaks as <br>.
 */
export function cleanDescription(
  raw: string | null,
  baseUrl?: string,
  isPlainText = false,
): { html: string; text: string } {
  if (!raw) return { html: '', text: '' };
  if (isPlainText || !raw.includes('<')) {
    // RSS descriptions are HTML, so entities left after XML decoding ("Q&amp;A") are still entities.
    const text = isPlainText ? raw : decodeEntities(raw);
    return { html: escapeHtml(text.trim()).replace(/\r?\n/g, '<br>'), text: collapseWhitespace(text) };
  }
  return sanitizeFeedHtml(raw, baseUrl);
}

/** Visible text of HTML: tags dropped (block tags become spaces), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  if (!html.includes('<')) return collapseWhitespace(decodeEntities(html));
  return collapseWhitespace(decodeEntities(html.replace(BLOCK_TAG, ' ').replace(ANY_TAG, '')));
}

/** A short text field (title, author): entities decoded, including doubly escaped ones, whitespace collapsed. */
export function plainText(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = collapseWhitespace(/&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(value) ? decodeEntities(value) : value);
  return text || null;
}
