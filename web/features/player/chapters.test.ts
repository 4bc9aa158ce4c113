import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Chapter } from '../../../common/api/episodes';
import { chapterIndexAt, chapterTarget } from './chapters';

const chapter = (startSeconds: number, title: string): Chapter => ({ startSeconds, title, imageUrl: null, url: null });

/** A real Podcasting 2.0 chapters file from the shared fixtures (absent on a plain clone). */
const sharedChapters = (name: string): Chapter[] | null => {
  const path = resolve(import.meta.dirname, '../../../../shared/fixtures/chapters', name);
  if (!existsSync(path)) return null;
  const json = JSON.parse(readFileSync(path, 'utf8')) as { chapters: { startTime: number; title: string }[] };
  return json.chapters.map((c) => chapter(c.startTime, c.title));
};

describe('chapters by voice', () => {
  const show = [chapter(0, 'Intro'), chapter(168, 'Hearing Aids'), chapter(260, 'Progress Report')];

  it('finds the chapter playing, and none before the first starts', () => {
    expect(chapterIndexAt(show, 0)).toBe(0);
    expect(chapterIndexAt(show, 200)).toBe(1);
    expect(chapterIndexAt([chapter(10, 'Late start')], 3)).toBe(-1);
  });

  it('moves to the next chapter, and says when this is the last', () => {
    expect(chapterTarget(show, 5, 'next')).toEqual({ index: 1 });
    expect(chapterTarget(show, 300, 'next')).toEqual({ none: 'last' });
    expect(chapterTarget([], 5, 'next')).toEqual({ none: 'no-chapters' });
  });

  it('goes back to the start of this chapter, or to the one before when it has just started', () => {
    expect(chapterTarget(show, 200, 'previous')).toEqual({ index: 1 });
    expect(chapterTarget(show, 169, 'previous')).toEqual({ index: 0 });
    expect(chapterTarget(show, 1, 'previous')).toEqual({ index: 0 });
  });

  it('skips the intro: past the chapter named so, else past the first', () => {
    expect(chapterTarget(show, 12, 'intro')).toEqual({ index: 1 });
    const sponsorFirst = [chapter(0, 'Sponsor'), chapter(40, 'Cold open'), chapter(95, 'The interview')];
    expect(chapterTarget(sponsorFirst, 10, 'intro')).toEqual({ index: 2 });
    const unnamed = [chapter(0, 'Today: Loom'), chapter(780, 'Spoilers')];
    expect(chapterTarget(unnamed, 10, 'intro')).toEqual({ index: 1 });
    expect(chapterTarget(show, 200, 'intro')).toEqual({ none: 'intro-over' });
    // One chapter, or the opening is the last: nothing says where the intro ends.
    expect(chapterTarget([chapter(0, 'Intro')], 10, 'intro')).toEqual({ none: 'no-chapters' });
  });

  const namespace = sharedChapters('podcast-namespace/example.json');
  const diablo = sharedChapters('cdspill/Diablo_chapters.json');
  const afterIntro = (list: Chapter[], position: number) => {
    const target = chapterTarget(list, position, 'intro');
    return 'index' in target ? list[target.index]?.title : target.none;
  };

  it.skipIf(!namespace || !diablo)('skips the intro of real chapter files', () => {
    expect(afterIntro(namespace as Chapter[], 30)).toBe('Hearing Aids');
    expect(afterIntro(diablo as Chapter[], 0)).toBe('Velkommen til cd SPILL');
  });
});
