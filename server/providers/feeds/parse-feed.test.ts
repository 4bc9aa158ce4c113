import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { FeedParseError } from './feed-types';
import { parseFeed } from './parse-feed';

const fixture = (name: string) => readFileSync(resolve(import.meta.dirname, 'fixtures', name));
const BASE = 'https://example.test/podcasts/feed.xml';

describe('parseFeed on an RSS podcast feed', () => {
  const feed = parseFeed(fixture('tiny-podcast.xml'), { baseUrl: BASE });
  const [second, first] = feed.episodes;

  it('reads the show, whatever prefix the feed gave the iTunes namespace', () => {
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Kitchen & Garden Hour');
    expect(feed.description).toBe('Weekly talk about growing food.');
    expect(feed.author).toBe('Ada Green');
    expect(feed.imageUrl).toBe('https://example.test/podcasts/art/cover.jpg');
    expect(feed.link).toBe('https://example.test/show');
    expect(feed.language).toBe('en-gb');
    expect(feed.explicit).toBe(false);
    expect(feed.categories).toEqual(['Leisure', 'Home & Garden']);
    expect(feed.newFeedUrl).toBe('https://feeds.example.test/kitchen-garden.xml');
    expect(feed.persons).toEqual([{ name: 'Ada Green', role: 'host', img: 'https://example.test/ada.jpg' }]);
    expect(feed.episodes).toHaveLength(2);
  });

  it('reads an episode with iTunes and Podcasting 2.0 tags, resolving relative URLs', () => {
    expect(second?.guid).toBe('ep-2');
    expect(second?.title).toBe('Episode 2: Tomatoes – the sequel');
    expect(second?.publishDate?.toISOString()).toBe('2024-03-05T17:05:00.000Z');
    expect(second?.durationSeconds).toBe(3723);
    expect(second?.season).toBe(2);
    expect(second?.episodeNumber).toBe(7);
    expect(second?.episodeType).toBe('full');
    expect(second?.explicit).toBe(true);
    expect(second?.imageUrl).toBe('https://example.test/art/ep2.jpg');
    expect(second?.link).toBe('https://example.test/podcasts/episodes/2');
    expect(second?.enclosure).toEqual({
      url: 'https://example.test/podcasts/audio/ep2.mp3',
      type: 'audio/mpeg',
      length: 12345678,
    });
    expect(second?.transcripts).toEqual([
      { url: 'https://example.test/ep2.vtt', type: 'text/vtt', language: 'en', rel: 'captions' },
      { url: 'https://example.test/ep2.srt', type: 'application/srt' },
    ]);
    expect(second?.chaptersUrl).toBe('https://example.test/ep2-chapters.json');
    expect(second?.persons).toEqual([
      { name: 'Bo Seed', role: 'guest', group: 'cast', href: 'https://example.test/bo' },
    ]);
  });

  it('prefers content:encoded and keeps only safe HTML', () => {
    const html = second?.descriptionHtml ?? '';
    expect(html).toContain('<p>Show notes with');
    expect(html).toContain('href="https://example.test/links"');
    expect(html).toContain('src="https://example.test/podcasts/pics/tomato.png"');
    expect(html).not.toMatch(/onclick|onerror|javascript:|<script|<style|alert|color:red/i);
    expect(second?.descriptionText).toBe('Show notes with a trap, relative link and an image & more.');
  });

  it('treats a blank guid as missing, reads ISO dates and MM:SS, and picks the fuller description', () => {
    expect(first?.guid).toBeNull();
    expect(first?.enclosure).toBeNull();
    expect(first?.publishDate?.toISOString()).toBe('2024-02-27T07:00:00.000Z');
    expect(first?.durationSeconds).toBe(2730);
    expect(first?.descriptionText).toMatch(/^Plain text notes with a second line and a much longer summary/);
    expect(first?.explicit).toBeNull();
    expect(first?.season).toBeNull();
  });

  it('keeps plain-text descriptions with their line breaks, and reads escaped HTML as HTML', () => {
    const item = (description: string) =>
      parseFeed(
        `<rss><channel><title>T</title><item><title>x</title><description>${description}</description></item></channel></rss>`,
      ).episodes[0];
    expect(item('a\nb &amp;amp; d')?.descriptionHtml).toBe('a<br>b &amp; d');
    expect(item('a\nb &amp;amp; d')?.descriptionText).toBe('a b & d');
    expect(item('&lt;b&gt;bold&lt;/b&gt; &amp;amp; &lt;i onmouseover="x()"&gt;it&lt;/i&gt;')?.descriptionHtml).toBe(
      '<b>bold</b> &amp; <i>it</i>',
    );
  });
});

describe('parseFeed on Atom and YouTube feeds', () => {
  it('reads an Atom feed with XHTML content and an enclosure link', () => {
    const feed = parseFeed(fixture('tiny-atom.xml'), { baseUrl: 'https://notes.example.test/atom.xml' });
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('Field Notes');
    expect(feed.description).toBe('Audio notes from the field');
    expect(feed.language).toBe('en');
    expect(feed.imageUrl).toBe('https://notes.example.test/logo.png');
    expect(feed.categories).toEqual(['Science']);
    const [rivers, text] = feed.episodes;
    expect(rivers?.guid).toBe('urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a');
    expect(rivers?.publishDate?.toISOString()).toBe('2024-04-01T06:30:00.000Z');
    expect(rivers?.link).toBe('https://notes.example.test/2024/rivers');
    expect(rivers?.enclosure).toEqual({
      url: 'https://notes.example.test/media/rivers.ogg',
      type: 'audio/ogg',
      length: 2048,
    });
    expect(rivers?.descriptionHtml).toBe('<div><p>We recorded <strong>three</strong> rivers.</p></div>');
    expect(rivers?.author).toBe('Cai Rivers');
    expect(text?.publishDate?.toISOString()).toBe('2024-03-01T11:30:00.000Z');
    expect(text?.descriptionHtml).toBe('1 &lt; 2, plainly.');
    expect(text?.enclosure).toBeNull();
  });

  it('reads a YouTube channel feed: channel id, video ids, thumbnails and descriptions', () => {
    const feed = parseFeed(fixture('tiny-youtube.xml'));
    expect(feed.format).toBe('youtube');
    expect(feed.channelId).toBe('UCabcdefghijklmnopqrstuv');
    const video = feed.episodes[0];
    expect(video?.videoId).toBe('dQw4w9WgXcQ');
    expect(video?.guid).toBe('yt:video:dQw4w9WgXcQ');
    expect(video?.imageUrl).toBe('https://i1.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(video?.link).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(video?.descriptionHtml).toBe('Line one &lt;3<br>Line two');
    expect(video?.enclosure).toBeNull();
  });
});

describe('parseFeed encodings and broken documents', () => {
  const latin1Feed = (declared: boolean) =>
    iconv.encode(
      `${declared ? '<?xml version="1.0" encoding="ISO-8859-1"?>' : ''}<rss version="2.0"><channel><title>Notícias “de hoje”</title><item><title>Mãe</title></item></channel></rss>`,
      'windows-1252',
    );

  it('honours the XML declaration, the HTTP charset, and falls back to Windows-1252 for undeclared bytes', () => {
    expect(parseFeed(latin1Feed(true)).title).toBe('Notícias “de hoje”');
    expect(parseFeed(latin1Feed(false), { contentType: 'text/xml; charset=ISO-8859-1' }).title).toBe(
      'Notícias “de hoje”',
    );
    expect(parseFeed(latin1Feed(false)).episodes[0]?.title).toBe('Mãe');
  });

  it('lets the HTTP charset override the declaration, and reads UTF-16 with a BOM', () => {
    const utf8 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Ærø</title></channel></rss>',
    );
    expect(parseFeed(utf8, { contentType: 'application/rss+xml; charset=utf-8' }).title).toBe('Ærø');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      iconv.encode('<rss><channel><title>Ærø</title></channel></rss>', 'utf-16le'),
    ]);
    expect(parseFeed(utf16).title).toBe('Ærø');
  });

  it('skips junk printed before the feed and survives undeclared entities', () => {
    const feed = parseFeed(
      '<br />\n<b>Warning</b>: something<br />\n<?xml version="1.0"?><rss><channel><title>A&nbsp;B &ellip;</title></channel></rss>',
    );
    expect(feed.title).toBe('A B &ellip;');
  });

  it('rejects what is not a feed with a clear message', () => {
    expect(() => parseFeed(fixture('not-a-feed.html'))).toThrow(
      new FeedParseError('This is an HTML page, not a podcast feed'),
    );
    expect(() => parseFeed('<?xml version="1.0"?><Products><Product/></Products>')).toThrow(
      new FeedParseError('Feed not recognized as RSS or Atom'),
    );
    expect(() => parseFeed('   ')).toThrow(new FeedParseError('The feed is empty'));
    expect(() => parseFeed('just some words')).toThrow(new FeedParseError('The feed is not XML'));
    // An empty channel is still a feed (a show before its first episode); the caller names it.
    expect(parseFeed('<rss><channel></channel></rss>')).toMatchObject({ title: '', episodes: [] });
  });
});

describe('parseFeed byte-order detection', () => {
  const xml = '<rss><channel><title>Ærø 播客</title></channel></rss>';
  it.each([
    ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(xml, 'utf-16le')])],
    ['UTF-16BE without BOM', iconv.encode(xml, 'utf-16be')],
    ['UTF-32LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode(xml, 'utf-32le')])],
    ['UTF-32BE without BOM', iconv.encode(xml, 'utf-32be')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml)])],
  ])('reads %s', (_label, body) => {
    expect(parseFeed(body).title).toBe('Ærø 播客');
  });

  it('repairs Windows-1252 punctuation that was stored as C1 control characters', () => {
    const feed = parseFeed(Buffer.from('<rss><channel><title>don\u0092t \u0093quote\u0094</title></channel></rss>'));
    expect(feed.title).toBe('don’t “quote”');
  });
});
