import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { exportOpml, OpmlParseError, parseOpml } from './opml';

const own = readFileSync(resolve(import.meta.dirname, 'fixtures', 'subscriptions.opml'), 'utf8');
const shared = (...parts: string[]) => readFileSync(sharedFixture('opml', ...parts));

describe('parseOpml', () => {
  it('flattens folders, drops duplicate feeds, counts unusable outlines', () => {
    expect(parseOpml(own)).toEqual({
      title: 'My & Your Shows',
      outlines: [
        {
          title: 'Morning “Brief”',
          feedUrl: 'https://news.example.test/feed.xml',
          siteUrl: 'https://news.example.test/',
          type: 'rss',
        },
        { title: 'Garden Hour', feedUrl: 'http://garden.example.test/rss', siteUrl: null, type: null },
      ],
      invalid: 2,
      duplicates: 1,
    });
  });

  it.each([
    ['', 'The OPML file is empty'],
    ['<rss><channel/></rss>', 'This file is not an OPML subscription list'],
    [
      '<opml><head/><body><outline text="a" xmlUrl="https://a.test/"/>',
      'The OPML file is damaged: <body> is never closed',
    ],
    [
      '<opml><body><outline text="a" text="b"/></body></opml>',
      'The OPML file is damaged: an element repeats the attribute "text"',
    ],
    ['<opml><head><title>x</title></head></opml>', 'The OPML file has no <body>'],
  ])('refuses %j', (input, message) => {
    expect(() => parseOpml(input)).toThrow(new OpmlParseError(message));
  });

  it('round-trips an export, escaping awkward titles', () => {
    const feeds = [
      { title: 'Q&A <live> "special"\tedition', feedUrl: 'https://a.test/feed?x=1&y=2', siteUrl: 'https://a.test/' },
      { title: 'Ærø ünïcødé 播客', feedUrl: 'https://b.test/rss' },
    ];
    const text = exportOpml('Earshot & friends', feeds, new Date('2024-05-01T00:00:00Z'));
    expect(text).toContain('<opml version="2.0">');
    expect(text).toContain('<dateCreated>Wed, 01 May 2024 00:00:00 GMT</dateCreated>');
    const back = parseOpml(text);
    expect(back.title).toBe('Earshot & friends');
    expect(back.outlines).toEqual([
      {
        title: 'Q&A <live> "special" edition',
        feedUrl: 'https://a.test/feed?x=1&y=2',
        siteUrl: 'https://a.test/',
        type: 'rss',
      },
      { title: 'Ærø ünïcødé 播客', feedUrl: 'https://b.test/rss', siteUrl: null, type: 'rss' },
    ]);
  });
});

describe.runIf(hasSharedFixtures)('parseOpml over real exports and edge cases', () => {
  it.each([
    ['app-exports/antennapod-export.opml', 31, 2, 0],
    ['app-exports/foxcasts-style-example.opml', 6, 0, 0],
    ['app-exports/gpodder-export-chinese.opml', 588, 1, 0],
    ['app-exports/overcast-export.opml', 45, 0, 0],
    ['app-exports/pocketcasts-export.opml', 56, 0, 0],
    ['edge-cases/duplicate-feeds.opml', 2, 1, 0],
    ['edge-cases/nested-folders.opml', 5, 0, 0],
    ['edge-cases/digitalPodcast-type-link.opml', 0, 0, 50],
    ['edge-cases/no-xmlurl-htmlurl-only.opml', 0, 0, 2],
    ['edge-cases/empty-head-and-body.opml', 0, 0, 0],
    ['edge-cases/spec-subscriptionList-latin1.opml', 13, 0, 0],
  ])('%s: %i feeds, %i duplicates, %i invalid', (file, feeds, duplicates, invalid) => {
    const parsed = parseOpml(shared(...file.split('/')));
    expect([parsed.outlines.length, parsed.duplicates, parsed.invalid]).toEqual([feeds, duplicates, invalid]);
    for (const outline of parsed.outlines) expect(outline.feedUrl).toMatch(/^https?:\/\//);
  });

  it('reads titles written as numeric references and raw CJK', () => {
    const overcast = parseOpml(shared('app-exports', 'overcast-export.opml'));
    expect(overcast.outlines.some((o) => /[\u4e00-\u9fff]/.test(o.title))).toBe(true);
    expect(overcast.outlines[0]?.title).toBe('Above & Beyond: Group Therapy');
  });

  /*
   * The validator's bad samples: structural damage that can lose subscriptions (wrong root,
   * unclosed elements, repeated attributes, no body, truncated file) is refused; mere
   * irregularities (missing version, two heads, stray text) still import.
   */
  it('refuses structurally damaged files and tolerates irregular ones', () => {
    const refused = [
      'badsample01.opml',
      'badsample02.opml',
      'badsample06.opml',
      'badsample11.opml',
      'node-opmlparser-malformed.opml',
    ];
    for (const file of readdirSync(sharedFixture('opml', 'malformed'))) {
      const attempt = () => parseOpml(shared('malformed', file));
      if (refused.includes(file)) expect(attempt, file).toThrow(OpmlParseError);
      else expect(attempt, file).not.toThrow();
    }
    expect(parseOpml(shared('malformed', 'badsample05.opml')).outlines).toHaveLength(1);
  });
});
