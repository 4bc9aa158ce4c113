import { webUrl } from './web-url';

/** One chapter of an episode, from Podcasting 2.0 JSON Chapters (`podcast:chapters`). */
export type Chapter = { startSeconds: number; title: string; imageUrl: string | null; url: string | null };

export class ChaptersParseError extends Error {}

const MAX_CHAPTERS = 1000;
const MAX_TITLE = 300;

/**
 * Reads a JSON Chapters file (https://github.com/Podcastindex-org/podcast-namespace/blob/main/chapters/jsonChapters.md):
 * chapters in start order, each with a title; `toc: false` entries (silent markers such as
 * artwork changes) are left out, as players do. Relative image addresses are dropped: they
 * have no base to resolve against.
 */
export function parseJsonChapters(text: string): Chapter[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new ChaptersParseError('The chapters file is not JSON.');
  }
  const list = (doc as { chapters?: unknown })?.chapters;
  if (!Array.isArray(list)) throw new ChaptersParseError('The chapters file has no "chapters" list.');
  const chapters: Chapter[] = [];
  for (const raw of list.slice(0, MAX_CHAPTERS)) {
    if (!raw || typeof raw !== 'object') continue;
    const c = raw as Record<string, unknown>;
    const start = typeof c.startTime === 'number' ? c.startTime : Number(c.startTime);
    if (!Number.isFinite(start) || start < 0 || c.toc === false) continue;
    const title = typeof c.title === 'string' ? c.title.trim().slice(0, MAX_TITLE) : '';
    chapters.push({
      startSeconds: start,
      title: title || `Chapter ${chapters.length + 1}`,
      imageUrl: typeof c.img === 'string' ? webUrl(c.img) : null,
      url: typeof c.url === 'string' ? webUrl(c.url) : null,
    });
  }
  return chapters.sort((a, b) => a.startSeconds - b.startSeconds);
}
