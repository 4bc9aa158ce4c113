import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real spoken audiobook for tests: each chapter's text read by espeak-ng, joined by ffmpeg
 * into one file with a chapter marker per chapter (M4B, or MP3 with ID3 CHAP frames).
 */
export function makeSpokenBook(
  out: string,
  book: { title: string; author: string; chapters: { title: string; text: string }[] },
  format: 'm4b' | 'mp3' = 'm4b',
): { chapterStarts: number[]; durationSeconds: number } {
  const dir = mkdtempSync(join(tmpdir(), 'spoken-book-'));
  try {
    const starts: number[] = [];
    let at = 0;
    const list: string[] = [];
    book.chapters.forEach((chapter, i) => {
      const wav = join(dir, `c${i}.wav`);
      execFileSync('espeak-ng', ['-s', '160', '-w', wav, chapter.text]);
      const seconds = Number(
        execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav])
          .toString()
          .trim(),
      );
      starts.push(at);
      at += seconds;
      list.push(`file '${wav}'`);
    });
    writeFileSync(join(dir, 'list.txt'), list.join('\n'));
    const meta = [';FFMETADATA1', `title=${book.title}`, `artist=${book.author}`];
    book.chapters.forEach((chapter, i) => {
      const end = i + 1 < starts.length ? starts[i + 1] : at;
      meta.push('[CHAPTER]', 'TIMEBASE=1/1000', `START=${Math.round(starts[i] * 1000)}`);
      meta.push(`END=${Math.round(end * 1000)}`, `title=${chapter.title}`);
    });
    writeFileSync(join(dir, 'meta.txt'), meta.join('\n'));
    const codec =
      format === 'm4b' ? ['-c:a', 'aac', '-b:a', '48k', '-f', 'mp4'] : ['-c:a', 'libmp3lame', '-b:a', '48k'];
    execFileSync('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', join(dir, 'list.txt')],
      ...['-i', join(dir, 'meta.txt'), '-map', '0:a', '-map_metadata', '1', '-map_chapters', '1'],
      ...codec,
      out,
    ]);
    return { chapterStarts: starts, durationSeconds: at };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const LIGHTHOUSE_BOOK = {
  title: 'The Lighthouse Keeper',
  author: 'Ada Moreno',
  chapters: [
    {
      title: 'The Storm',
      text: 'The storm came in from the north at night. The keeper climbed the tower and lit the great lamp.',
    },
    {
      title: 'The Ship',
      text: 'At dawn a fishing ship ran onto the rocks. The keeper rowed out in a small boat and saved the crew.',
    },
    {
      title: 'The Letter',
      text: 'Weeks later a letter arrived from the captain. He thanked the keeper and sent a new brass telescope.',
    },
  ],
};
