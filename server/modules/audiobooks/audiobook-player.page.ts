import { formatTimestamp } from '../../../common/timestamp';
import type { AudiobookRow } from './audiobooks.repo';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The book's plain player page, opened in a new tab by Play Audio: an audio element on the book's
 * stream (which answers Range requests, so it seeks anywhere) and the chapter list. A chapter link
 * reloads the page with `?t=`, and a media fragment (`#t=`) starts the audio there without any
 * script; with no `t` the book starts where the listener stopped.
 */
export function audiobookPlayerPage(row: AudiobookRow, startSeconds: number | null): string {
  const from = startSeconds ?? row.positionSeconds;
  const stream = `/api/audiobooks/${row.id}/stream${from > 0 ? `#t=${Math.floor(from)}` : ''}`;
  const chapters = row.chapters.length
    ? `<h2>Chapters</h2><ol>${row.chapters
        .map(
          (c) =>
            `<li><a href="?t=${Math.floor(c.startSeconds)}">${escapeHtml(c.title)}</a> <span>${formatTimestamp(c.startSeconds)}</span></li>`,
        )
        .join('')}</ol>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(row.title)} - Earshot</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:0 0 1rem;color:#475569}
audio{width:100%;margin:1rem 0}ol{padding-left:1.5rem}li{margin:.4rem 0}span{color:#64748b;font-variant-numeric:tabular-nums}
a{color:#4338ca}
</style>
</head>
<body>
<h1>${escapeHtml(row.title)}</h1>
<p>by ${escapeHtml(row.author)}${row.narrator ? `, read by ${escapeHtml(row.narrator)}` : ''}</p>
<audio controls preload="metadata" src="${stream}"></audio>
${chapters}
<p><a href="/audiobooks/${row.id}/chat">Chat with this book in Earshot</a></p>
</body>
</html>`;
}
