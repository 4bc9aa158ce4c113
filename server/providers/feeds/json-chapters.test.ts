import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { ChaptersParseError, parseJsonChapters } from './json-chapters';

describe('JSON chapters', () => {
  it('reads chapters in start order, leaves out toc:false markers and keeps only web links', () => {
    const chapters = parseJsonChapters(
      JSON.stringify({
        version: '1.2.0',
        chapters: [
          { startTime: 168, title: 'Hearing Aids', img: 'https://example.com/a.jpg' },
          { startTime: 0, title: ' Intro ' },
          { startTime: 200, title: 'Art change', toc: false },
          { startTime: 410, title: 'Namespace', url: 'javascript:alert(1)', img: 'relative.jpg' },
          { startTime: -5, title: 'Broken' },
          { title: 'No start' },
          { startTime: 500 },
        ],
      }),
    );
    expect(chapters).toEqual([
      { startSeconds: 0, title: 'Intro', imageUrl: null, url: null },
      { startSeconds: 168, title: 'Hearing Aids', imageUrl: 'https://example.com/a.jpg', url: null },
      { startSeconds: 410, title: 'Namespace', imageUrl: null, url: null },
      { startSeconds: 500, title: 'Chapter 4', imageUrl: null, url: null },
    ]);
  });

  it('refuses what is not a chapters file', () => {
    expect(() => parseJsonChapters('<xml/>')).toThrow(ChaptersParseError);
    expect(() => parseJsonChapters('{"title":"no chapters"}')).toThrow(ChaptersParseError);
  });

  it.runIf(hasSharedFixtures)('reads every real chapters file of the fixtures', () => {
    const dir = sharedFixture('chapters', 'cdspill');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(70);
    for (const f of files) {
      const chapters = parseJsonChapters(readFileSync(`${dir}/${f}`, 'utf8'));
      expect(chapters.length, f).toBeGreaterThan(0);
      for (const [i, c] of chapters.entries()) {
        expect(c.title.length, f).toBeGreaterThan(0);
        if (i > 0) expect(c.startSeconds).toBeGreaterThanOrEqual(chapters[i - 1].startSeconds);
      }
    }
    const noVersion = parseJsonChapters(
      readFileSync(sharedFixture('chapters', 'edge-cases', 'chaptertool-no-version.json'), 'utf8'),
    );
    expect(noVersion[0]).toMatchObject({ startSeconds: 6.202, title: 'Chapter 1 of 26', imageUrl: null });
    expect(noVersion).toHaveLength(26);
  });
});
