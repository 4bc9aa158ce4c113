import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { detectTranscriptFormat } from './detect-format';
import { parseTranscript, TranscriptParseError } from './parse-transcript';

const own = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('transcript parsers on our own fixtures', () => {
  it('reads WebVTT with short times, settings, voice tags and skips NOTE and STYLE blocks', () => {
    const { format, segments } = parseTranscript(own('short-times.vtt'));
    expect(format).toBe('vtt');
    expect(segments).toEqual([
      { startSeconds: 1, endSeconds: 4.5, speaker: 'Ann Lee', text: 'Welcome to the show & thanks for listening.' },
      { startSeconds: 4.5, endSeconds: 9.25, speaker: 'Bob', text: "Glad to be here. It's great to talk about tapes." },
      { startSeconds: 3609.25, endSeconds: 3612, speaker: 'Ann Lee', text: 'One hour in.' },
      { startSeconds: 3609.25, endSeconds: 3612, speaker: 'Bob', text: 'Already?' },
      { startSeconds: 12, endSeconds: 13, speaker: null, text: 'No voice here.' },
    ]);
  });

  it('reads SRT with CRLF lines, "Name: text" speakers carried forward and colons inside text', () => {
    const { format, segments } = parseTranscript(own('speakers.srt'));
    expect(format).toBe('srt');
    expect(segments.map((s) => [s.startSeconds, s.endSeconds, s.speaker, s.text])).toEqual([
      [1, 3.5, 'Ann Lee', 'Hello, this is a test.'],
      [3.5, 6, 'Ann Lee', 'Still Ann speaking across two lines.'],
      [6, 8, 'Bob', 'At 10:30 we start.'],
    ]);
  });

  it('reads Podcasting 2.0 JSON, keeping segments without a speaker', () => {
    const { format, segments } = parseTranscript(own('episode.json'));
    expect(format).toBe('json');
    expect(segments[2]).toEqual({ startSeconds: 2, endSeconds: 3.5, speaker: null, text: 'Unnamed voice.' });
  });

  it('reads Podcasting 2.0 HTML: cite names the speaker, time starts, the next time ends', () => {
    const { format, segments } = parseTranscript(own('episode.html'));
    expect(format).toBe('html');
    expect(segments).toEqual([
      { startSeconds: 0, endSeconds: 65, speaker: 'Ann', text: "Welcome, it's episode one." },
      { startSeconds: 65, endSeconds: 3723, speaker: 'Bob', text: 'Thanks & hello.' },
      { startSeconds: 3723, endSeconds: null, speaker: 'Bob', text: 'Much later.' },
    ]);
  });

  it('reads Markdown with bold speaker names and plain text paragraphs', () => {
    const md = parseTranscript(own('interview.md'), { url: 'https://example.com/interview.md' });
    expect(md.format).toBe('markdown');
    expect(md.segments.map((s) => [s.startSeconds, s.speaker, s.text])).toEqual([
      [5, 'Ann Lee', 'Welcome to the show.'],
      [null, 'Bob', 'Thanks for having me, see the notes.'],
      [null, 'Bob', 'And a second paragraph from Bob.'],
      [null, 'Ann Lee', 'Bye.'],
    ]);
    const txt = parseTranscript(own('plain.txt'));
    expect(txt.format).toBe('text');
    expect(txt.segments.map((s) => s.text)).toEqual([
      'This is a plain transcript with no speakers.',
      'It has two paragraphs.',
    ]);
  });

  it('detects the format from content before the declared type, then type, then extension', () => {
    expect(detectTranscriptFormat(own('short-times.vtt'), { contentType: 'text/plain' })).toBe('vtt');
    expect(detectTranscriptFormat(own('speakers.srt'), { contentType: 'text/plain' })).toBe('srt');
    expect(detectTranscriptFormat('Hello there', { contentType: 'application/x-subrip' })).toBe('srt');
    expect(detectTranscriptFormat('Hello there', { url: 'https://x.example/t.md?x=1' })).toBe('markdown');
    expect(detectTranscriptFormat('Hello there')).toBe('text');
    expect(detectTranscriptFormat('00:00:01.000 --> 00:00:02.000\nno header')).toBe('vtt');
  });

  it('splits one long pasted paragraph into passages at sentence ends', () => {
    const sentence = 'This sentence is about forty characters. ';
    const { segments } = parseTranscript(sentence.repeat(100));
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.every((s) => s.text.length <= 1200 && s.text.endsWith('.'))).toBe(true);
  });

  it('refuses input with no readable text', () => {
    expect(() => parseTranscript('WEBVTT\n\nNOTE nothing here\n')).toThrow(TranscriptParseError);
    expect(() => parseTranscript('{"segments": 3}')).toThrow(TranscriptParseError);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

describe.runIf(hasSharedFixtures)('transcript parsers on every real transcript file', () => {
  const files = hasSharedFixtures ? listFiles(sharedFixture('transcripts')) : [];

  it.each(files.map((f) => [f.slice(f.indexOf('transcripts/')), f]))(
    '%s parses into ordered, non-empty segments',
    (_, file) => {
      const { format, segments } = parseTranscript(readFileSync(file, 'utf8'), { url: file });
      const extension = file.split('.').pop();
      expect({ vtt: 'vtt', srt: 'srt', json: 'json', html: 'html', md: 'markdown' }[extension as string]).toBe(format);
      expect(segments.length).toBeGreaterThan(1);
      for (const s of segments) {
        expect(s.text.trim()).toBe(s.text);
        expect(s.text).not.toMatch(/<\/?(v|p|cite|time|i|b)\b|-->|\*\*/);
        if (s.startSeconds !== null && s.endSeconds !== null)
          expect(s.endSeconds).toBeGreaterThanOrEqual(s.startSeconds);
      }
    },
  );

  it('reads the same buzzcast episode alike from its JSON, SRT and HTML transcripts', () => {
    const words = (name: string) =>
      parseTranscript(readFileSync(sharedFixture('transcripts', 'buzzsprout-buzzcast', name), 'utf8'))
        .segments.map((s) => s.text)
        .join(' ')
        .split(/\s+/).length;
    const json = words('buzzcast.json');
    expect(Math.abs(words('buzzcast.srt') - json) / json).toBeLessThan(0.02);
    expect(Math.abs(words('buzzcast.html') - json) / json).toBeLessThan(0.05);
  });

  it('keeps the speakers of the long talkpython and changelog transcripts', () => {
    const talk = parseTranscript(
      readFileSync(
        sharedFixture('transcripts', 'talkpython', '534-diskcache-your-secret-python-perf-weapon.vtt'),
        'utf8',
      ),
    );
    expect(new Set(talk.segments.map((s) => s.speaker))).toEqual(
      new Set(['Michael Kennedy', 'Vincent Warmerdam', null]),
    );
    expect(talk.segments.at(-1)?.endSeconds).toBeGreaterThan(73 * 60);
    const md = parseTranscript(
      readFileSync(sharedFixture('transcripts', 'other-formats', 'changelog', 'the-changelog-500.md'), 'utf8'),
    );
    expect(new Set(md.segments.map((s) => s.speaker))).toEqual(
      new Set(['Jerod Santo', 'Chris Coyier', 'Adam Stacoviak']),
    );
  });
});
