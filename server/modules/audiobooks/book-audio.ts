import type { StoredChapter } from '../../db/schema/audiobooks';
import { runProcess } from '../../providers/speech-to-text/run-process';

/** A piece is about this long when the book has no chapter boundary nearer. */
export const PIECE_SECONDS = 10 * 60;
/** Chapters up to this long are one piece; longer ones are cut near every PIECE_SECONDS. */
export const MAX_PIECE_SECONDS = 15 * 60;
/** A cut is moved to the last silence found in this many seconds before it. */
const CUT_SEARCH_SECONDS = 30;
/** ffmpeg's limit for one step on hours of audio. */
const FFMPEG_TIMEOUT_MS = 10 * 60 * 1000;

export type PlannedPiece = { startSeconds: number; endSeconds: number; chapter: string | null };
export type BookProbe = { durationSeconds: number | null; chapters: StoredChapter[] };

/** What ffprobe answers with `-show_chapters -show_entries format=duration -of json`. */
type FfprobeReport = {
  format?: { duration?: string };
  chapters?: { start_time?: string; end_time?: string; tags?: { title?: string } }[];
};

/**
 * The book's length and chapters, as ffprobe reads them: ID3 CHAP frames in MP3, Nero and
 * QuickTime chapters in M4A/M4B, CHAPTERxx comments in Ogg. Chapters of about 0 s are dropped.
 * A file ffprobe cannot read has no length.
 */
export async function probeBook(input: string): Promise<BookProbe> {
  let report: FfprobeReport;
  try {
    const out = await runProcess(
      'ffprobe',
      ['-v', 'error', '-show_chapters', '-show_entries', 'format=duration', '-of', 'json', input],
      { timeoutMs: FFMPEG_TIMEOUT_MS },
    );
    report = JSON.parse(out) as FfprobeReport;
  } catch {
    return { durationSeconds: null, chapters: [] };
  }
  const duration = seconds(report.format?.duration);
  const raw = (report.chapters ?? [])
    .map((c) => ({ title: c.tags?.title?.trim() ?? '', start: seconds(c.start_time), end: seconds(c.end_time) }))
    .filter((c): c is { title: string; start: number; end: number | null } => c.start !== null)
    .sort((a, b) => a.start - b.start);
  const chapters: StoredChapter[] = [];
  raw.forEach((c, i) => {
    // Some tools write an end past the audio; the audio's own end wins.
    let end = c.end ?? raw[i + 1]?.start ?? duration;
    if (end !== null && duration !== null) end = Math.min(end, duration);
    if (end !== null && end - c.start < 0.5) return;
    chapters.push({
      title: c.title || `Chapter ${chapters.length + 1}`,
      startSeconds: round(c.start),
      endSeconds: end === null ? null : round(end),
    });
  });
  return { durationSeconds: duration === null ? null : round(duration), chapters };
}

const seconds = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * Splits the book into pieces to transcribe: one per chapter, and chapters (or a book without
 * chapters) longer than MAX_PIECE_SECONDS cut about every PIECE_SECONDS at a quiet moment, so
 * that no word is cut in two.
 */
export async function planPieces(
  durationSeconds: number,
  chapters: StoredChapter[],
  findCut: (approxSeconds: number) => Promise<number>,
): Promise<PlannedPiece[]> {
  const ranges = chapters.length
    ? chapters.map((c, i) => ({
        start: c.startSeconds,
        end: Math.min(durationSeconds, c.endSeconds ?? chapters[i + 1]?.startSeconds ?? durationSeconds),
        chapter: c.title,
      }))
    : [{ start: 0, end: durationSeconds, chapter: null }];
  const pieces: PlannedPiece[] = [];
  for (const range of ranges) {
    let start = range.start;
    while (range.end - start > MAX_PIECE_SECONDS) {
      const approx = start + PIECE_SECONDS;
      const cut = await findCut(approx);
      const at = cut > start + PIECE_SECONDS / 2 && cut <= approx ? cut : approx;
      pieces.push({ startSeconds: round(start), endSeconds: round(at), chapter: range.chapter });
      start = at;
    }
    if (range.end - start > 0.05)
      pieces.push({ startSeconds: round(start), endSeconds: round(range.end), chapter: range.chapter });
  }
  return pieces;
}

/** The middle of the last silence in the CUT_SEARCH_SECONDS before `approx`, or `approx` itself. */
export async function findQuietCut(input: string, approx: number): Promise<number> {
  const from = Math.max(0, approx - CUT_SEARCH_SECONDS);
  let log: string;
  try {
    log = await runProcess(
      'ffmpeg',
      [
        '-nostdin',
        '-hide_banner',
        '-ss',
        String(from),
        '-t',
        String(approx - from),
        '-i',
        input,
        '-vn',
        '-af',
        'silencedetect=noise=-35dB:d=0.3',
        '-f',
        'null',
        '-',
      ],
      { timeoutMs: FFMPEG_TIMEOUT_MS, output: 'stderr' },
    );
  } catch {
    return approx;
  }
  return quietCutFromLog(log, from, approx);
}

/** Reads silencedetect's report: the middle of the last silence (times are from the window's start). */
export function quietCutFromLog(log: string, windowStart: number, approx: number): number {
  let best: number | null = null;
  let openStart: number | null = null;
  for (const line of log.split('\n')) {
    const start = /silence_start: (-?[\d.]+)/.exec(line);
    if (start) openStart = Math.max(0, Number(start[1]));
    const end = /silence_end: ([\d.]+)/.exec(line);
    if (end && openStart !== null) {
      best = (openStart + Number(end[1])) / 2;
      openStart = null;
    }
  }
  // A silence still going at the window's end is a good place too.
  if (openStart !== null) best = (openStart + (approx - windowStart)) / 2;
  return best === null ? approx : round(windowStart + best);
}

/** Writes one piece as 16 kHz mono MP3 at 32 kbit/s: 14.4 MB an hour, far under 25 MB for a piece. */
export async function extractPiece(input: string, piece: PlannedPiece, out: string): Promise<void> {
  await runProcess(
    'ffmpeg',
    [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      String(piece.startSeconds),
      '-t',
      String(Math.max(0.1, piece.endSeconds - piece.startSeconds)),
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      out,
    ],
    { timeoutMs: FFMPEG_TIMEOUT_MS },
  );
}

/** Times kept to the millisecond. */
export const round = (n: number) => Math.round(n * 1000) / 1000;
