import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { MAX_PIECE_SECONDS, PIECE_SECONDS, planPieces, probeBook, quietCutFromLog } from './book-audio';

const UNICODE_CHAPTERS = ['Chapter 1 - ❤️😊', 'Chapter 2 - ßöÄ', 'Chapter 3 - 爱', 'Chapter 4'];

describe.runIf(hasSharedFixtures)('probeBook on files written by other tools', () => {
  const probe = (name: string) => probeBook(sharedFixture('chapters', 'embedded-in-audio', name));

  it.each([
    ['auphonic.mp3', 'ID3 CHAP frames'],
    ['auphonic.m4a', 'QuickTime chapter track'],
    ['nero-chapters.m4a', 'Nero chpl atom'],
    ['auphonic.ogg', 'Vorbis CHAPTERxx comments'],
  ])('reads the four chapters of %s (%s)', async (name) => {
    const book = await probe(name);
    expect(book.chapters.map((c) => c.title)).toEqual(UNICODE_CHAPTERS);
    expect(book.chapters.map((c) => c.startSeconds)).toEqual([0, 3, 6, 9]);
    expect(book.durationSeconds).toBeGreaterThan(9.9);
    expect(book.durationSeconds).toBeLessThan(11.1);
  });

  it('trims the whitespace around titles', async () => {
    const book = await probe('hindenburg-journalist-pro.m4a');
    expect(book.chapters.map((c) => [c.title, c.startSeconds])).toEqual([
      ['URL Title for Chapter 1', 0],
      ['URL Title for Chapter 2', 5.005],
    ]);
  });

  it('ends a chapter that claims to run past the audio at the end of the audio', async () => {
    const book = await probe('hindenburg-journalist-pro.mp3');
    expect(book.chapters.map((c) => c.title)).toEqual(['Chapter Marker 1', 'Chapter Marker 2']);
    expect(book.chapters[1]?.endSeconds).toBe(book.durationSeconds);
  });

  it('keeps every chapter of mp3chaps.py with its own end', async () => {
    const book = await probe('mp3chaps-py.mp3');
    expect(book.chapters.map((c) => [c.title, c.startSeconds, c.endSeconds])).toEqual([
      ['Start', 0, 7],
      ['Chapter 1', 7, 9],
      ['Chapter 2', 9, 11],
      ['Chapter 3', 11, 12.173],
    ]);
  });
});

describe('probeBook on a file that is not audio', () => {
  const dir = mkdtempSync(join(tmpdir(), 'earshot-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no length and no chapters', async () => {
    const file = join(dir, 'notes.mp3');
    writeFileSync(file, 'these are words, not sound');
    expect(await probeBook(file)).toEqual({ durationSeconds: null, chapters: [] });
    expect(await probeBook(join(dir, 'missing.m4b'))).toEqual({ durationSeconds: null, chapters: [] });
  });
});

describe('planPieces', () => {
  const never = async (at: number) => at;

  it('makes one piece of each short chapter', async () => {
    const pieces = await planPieces(
      300,
      [
        { title: 'One', startSeconds: 0, endSeconds: 120 },
        { title: 'Two', startSeconds: 120, endSeconds: null },
      ],
      never,
    );
    expect(pieces).toEqual([
      { startSeconds: 0, endSeconds: 120, chapter: 'One' },
      { startSeconds: 120, endSeconds: 300, chapter: 'Two' },
    ]);
  });

  it('cuts a long book without chapters at the quiet moment found before each cut', async () => {
    const length = 3 * PIECE_SECONDS + 100;
    const pieces = await planPieces(length, [], async (at) => at - 12.5);
    expect(pieces.map((p) => [p.startSeconds, p.endSeconds])).toEqual([
      [0, PIECE_SECONDS - 12.5],
      [PIECE_SECONDS - 12.5, 2 * PIECE_SECONDS - 25],
      [2 * PIECE_SECONDS - 25, length],
    ]);
    for (const p of pieces) expect(p.endSeconds - p.startSeconds).toBeLessThanOrEqual(MAX_PIECE_SECONDS);
  });

  it('ignores a quiet moment too early in the piece and cuts at the planned time', async () => {
    const pieces = await planPieces(MAX_PIECE_SECONDS + 60, [], async () => 5);
    expect(pieces[0]).toEqual({ startSeconds: 0, endSeconds: PIECE_SECONDS, chapter: null });
  });
});

describe('quietCutFromLog', () => {
  it('takes the middle of the last silence, in the time of the whole book', () => {
    const log = [
      '[silencedetect @ 0x1] silence_start: 2.5',
      '[silencedetect @ 0x1] silence_end: 3.5 | silence_duration: 1',
      '[silencedetect @ 0x1] silence_start: 20',
      '[silencedetect @ 0x1] silence_end: 21 | silence_duration: 1',
    ].join('\n');
    expect(quietCutFromLog(log, 570, 600)).toBe(590.5);
  });

  it('uses a silence still going at the end of the window, and the planned time when there is none', () => {
    expect(quietCutFromLog('[silencedetect @ 0x1] silence_start: 28', 570, 600)).toBe(599);
    expect(quietCutFromLog('no silence here', 570, 600)).toBe(600);
  });
});
