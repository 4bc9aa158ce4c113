import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { FeedParseError } from './feed-types';
import { parseFeed } from './parse-feed';

const feedFile = (...parts: string[]) => readFileSync(sharedFixture('feeds', ...parts));

describe.runIf(hasSharedFixtures)('parseFeed over real feeds', () => {
  it('reads The Daily (845 episodes) and its first episode', () => {
    const feed = parseFeed(feedFile('podcast-feed-parser', 'the-daily.xml'));
    expect(feed.title).toBe('The Daily');
    expect(feed.author).toBe('The New York Times');
    expect(feed.categories).toEqual(['News', 'Daily News']);
    expect(feed.episodes).toHaveLength(845);
    const first = feed.episodes[0];
    expect(first?.title).toBe('Gov. Andrew Cuomo: ‘It’s Making Sure We Live Through This.’');
    expect(first?.guid).toBe('gid://art19-episode-locator/V0/eooL1KYI_E0xdACmvP47Uaj_PHCfMpQIB8oH6V5V09E');
    expect(first?.publishDate?.toISOString()).toBe('2020-03-18T09:52:39.000Z');
    expect(first?.durationSeconds).toBe(1852);
    expect(first?.enclosure).toEqual({
      url: 'https://dts.podtrac.com/redirect.mp3/rss.art19.com/episodes/4bc87d0e-844c-4008-9a7e-b5bff3114ded.mp3',
      type: 'audio/mpeg',
      length: 29635395,
    });
    expect(first?.episodeType).toBe('full');
    expect(first?.descriptionText).toContain('visit nytimes.com/thedaily. Background reading:');
    expect(first?.descriptionHtml).toContain('target="_blank"> grinding to a shocking halt</a>');
    expect(feed.episodes.every((e) => e.publishDate !== null && e.enclosure !== null)).toBe(true);
  });

  it('reads Giant Bombcast (730 episodes) with its odd guids and long durations', () => {
    const feed = parseFeed(feedFile('rss-parser', 'giantbomb-podcast.xml'));
    expect(feed.title).toBe('Giant Bombcast');
    expect(feed.episodes).toHaveLength(730);
    const first = feed.episodes[0];
    expect(first?.title).toBe('Giant Bombcast 603: Call of Tuesday');
    expect(first?.guid).toBe('1600-2823');
    expect(first?.publishDate?.toISOString()).toBe('2019-10-01T22:30:00.000Z');
    expect(first?.durationSeconds).toBe(10475);
    expect(new Set(feed.episodes.map((e) => e.guid)).size).toBe(730);
  });

  it('reads Podcasting 2.0 transcripts, chapters, persons and season/episode from the namespace example', () => {
    const episode = parseFeed(feedFile('partytime', 'pc20-example.xml')).episodes[0];
    expect(episode?.season).toBe(1);
    expect(episode?.episodeNumber).toBe(3);
    expect(episode?.transcripts).toEqual([{ url: 'https://example.com/ep3/transcript.txt', type: 'text/plain' }]);
    expect(episode?.chaptersUrl).toBe('https://example.com/ep3_chapters.json');
    expect(episode?.persons.map((p) => [p.name, p.role ?? null, p.group ?? null])).toEqual([
      ['Adam Curry', null, null],
      ['Dave Jones', 'guest', null],
      ['Becky Smith', 'cover art designer', 'visuals'],
    ]);
  });

  it('reads the Norwegian cd SPILL feed with its hosts, guests, VTT transcripts and chapters', () => {
    const feed = parseFeed(feedFile('cdspill', 'cdspill-enriched.xml'));
    expect(feed.title).toBe('cd SPILL');
    expect(feed.language).toBe('no');
    expect(feed.author).toBe('C:\\SPILL＞');
    expect(feed.persons?.map((p) => p.name)).toEqual(['Erik André Vik Mamen', 'Sigve Baar Digernes']);
    expect(feed.episodes).toHaveLength(142);
    const first = feed.episodes[0];
    expect(first?.title).toBe('cd SPÆLLEGAL (Live fra TILTcast 5.0)');
    expect(first?.persons.map((p) => p.name)).toContain('Håkon Puntervold');
    expect(first?.transcripts[0]).toEqual({
      url: 'https://mcdn.podbean.com/mf/web/pfkjhmqsag2wgtht/TILTcast5.vtt',
      type: 'text/vtt',
      language: 'no',
    });
    expect(feed.episodes.filter((e) => e.chaptersUrl).length).toBe(79);
    expect(feed.episodes.filter((e) => e.transcripts.length > 0).length).toBe(34);
  });

  it('reads the YouTube channel feed: channel id and 15 video ids', () => {
    const feed = parseFeed(feedFile('youtube', 'geekyapar-meram-videos.xml'));
    expect(feed.format).toBe('youtube');
    expect(feed.channelId).toBe('UCg6pmeCcngcd07afcdiF1pQ');
    expect(feed.episodes).toHaveLength(15);
    expect(feed.episodes.every((e) => /^[\w-]{11}$/.test(e.videoId ?? ''))).toBe(true);
    expect(feed.episodes[1]?.videoId).toBe('ANHWzp6wwh8');
    expect(feed.episodes[1]?.imageUrl).toBe('https://i2.ytimg.com/vi/ANHWzp6wwh8/hqdefault.jpg');
    expect(feed.episodes[1]?.descriptionText).toMatch(/^herkesin hayatında/);
    expect(feed.episodes.every((e) => Number.isInteger(e.viewCount))).toBe(true);
    expect(feed.episodes[1]?.viewCount).toBe(960);
  });

  it('decodes ISO-8859-1 feeds, declared or not, and Portuguese dates', () => {
    const jn = parseFeed(feedFile('rss-parser', 'jn-latin1-encoding.xml'));
    expect(jn.title).toBe('Jornal de Notícias - Últimas Notícias');
    expect(jn.episodes[0]?.title).toBe('Mãe de utente é a nova presidente da Raríssimas');
    expect(jn.episodes[0]?.enclosure).toBeNull();
    const uol = parseFeed(feedFile('rss-parser', 'uol-noticias-localized-dates.xml'));
    expect(uol.episodes[0]?.title).toBe('Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno');
    expect(uol.episodes[0]?.publishDate?.toISOString()).toBe('2018-09-24T22:42:40.000Z');
    expect(uol.episodes.every((e) => e.publishDate !== null)).toBe(true);
  });

  /*
   * Deliberate choices for damaged documents. A listener cannot fix a publisher's feed, so damage
   * that leaves the content unambiguous is tolerated; documents that are not feeds are refused.
   */
  it('recovers a feed whose <channel> opening tag is missing (bc-sample-bad): all 4 episodes are intact', () => {
    const feed = parseFeed(feedFile('podcast-feed-parser', 'bc-sample-bad.xml'));
    expect(feed.title).toBe('All Things Chemical');
    expect(feed.episodes).toHaveLength(4);
  });

  it('skips PHP warnings printed before the XML prolog (canal-php-warnings)', () => {
    const feed = parseFeed(feedFile('podcast-feed-parser', 'canal-php-warnings.xml'));
    expect(feed.title).toBe('Canal Meia Horinha');
    expect(feed.episodes).toHaveLength(8);
  });

  it('keeps an undefined entity as literal text instead of losing the feed (comintegrator-bad-entity)', () => {
    const feed = parseFeed(feedFile('podcast-feed-parser', 'comintegrator-bad-entity.xml'));
    expect(feed.episodes).toHaveLength(10);
    expect(feed.episodes.every((e) => e.guid === null && e.enclosure !== null)).toBe(true);
  });

  it('refuses a product catalogue and an HTML page', () => {
    expect(() => parseFeed(feedFile('podcast-feed-parser', 'not-rss-products.xml'))).toThrow(
      new FeedParseError('Feed not recognized as RSS or Atom'),
    );
    expect(() => parseFeed(feedFile('rss-parser', 'not-a-feed-document-moved.html'))).toThrow(
      new FeedParseError('This is an HTML page, not a podcast feed'),
    );
  });

  it('parses every other real feed with a title and sane episodes', () => {
    const refused = new Set(['not-rss-products.xml', 'not-a-feed-document-moved.html', 'xsd-test-wrapper-example.xml']);
    for (const dir of readdirSync(sharedFixture('feeds'))) {
      for (const name of readdirSync(sharedFixture('feeds', dir))) {
        if (!name.endsWith('.xml') || refused.has(name)) continue;
        const feed = parseFeed(feedFile(dir, name));
        expect(feed.title, name).not.toBe('');
        for (const episode of feed.episodes) {
          expect(episode.title || episode.enclosure?.url, name).toBeTruthy();
          expect(episode.descriptionHtml, name).not.toMatch(/<script|javascript:|\son\w+=/i);
        }
      }
    }
  });
});
