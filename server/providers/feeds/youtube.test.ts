import { describe, expect, it } from 'vitest';
import { isYoutubeChannelAlias, resolveYoutubeChannel, youtubeFeedUrl } from './youtube';

const ID = 'UCg6pmeCcngcd07afcdiF1pQ';
const FEED = `https://www.youtube.com/feeds/videos.xml?channel_id=${ID}`;

describe('youtubeFeedUrl', () => {
  it.each([
    `https://www.youtube.com/channel/${ID}`,
    `https://youtube.com/channel/${ID}/videos`,
    `http://m.youtube.com/channel/${ID}?si=abc`,
    `www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/feeds/videos.xml?channel_id=${ID}`,
    `  ${ID}  `,
  ])('turns %s into the channel feed', (input) => {
    expect(youtubeFeedUrl(input)).toBe(FEED);
  });

  it.each([
    'https://www.youtube.com/@geekyapar',
    'https://www.youtube.com/c/Geekyapar',
    'https://www.youtube.com/user/geekyapar',
    'https://www.youtube.com/watch?v=ANHWzp6wwh8',
    `https://evil.test/channel/${ID}`,
    'https://www.youtube.com/channel/UCshort',
    'not a url',
  ])('gives null for %s', (input) => {
    expect(youtubeFeedUrl(input)).toBeNull();
  });

  it('recognises handle, /c/ and /user/ addresses as aliases', () => {
    expect(isYoutubeChannelAlias('https://www.youtube.com/@geekyapar')).toBe(true);
    expect(isYoutubeChannelAlias('youtube.com/user/geekyapar')).toBe(true);
    expect(isYoutubeChannelAlias('https://www.youtube.com/watch?v=x')).toBe(false);
  });
});

describe('resolveYoutubeChannel', () => {
  const pages: Record<string, string> = {
    'https://www.youtube.com/@geekyapar': `<html><head><link rel="alternate" type="application/rss+xml" title="RSS" href="${FEED}"></head></html>`,
    'https://www.youtube.com/c/Geekyapar': `<script>var ytInitialData = {"metadata":{"channelMetadataRenderer":{"externalId":"${ID}"}}};</script>`,
    'https://www.youtube.com/user/nobody': '<html>This channel does not exist.</html>',
  };
  const requested: string[] = [];
  const fetchText = async (url: string) => {
    requested.push(url);
    return pages[url] ?? '';
  };

  it('resolves direct addresses without fetching', async () => {
    expect(await resolveYoutubeChannel(`https://www.youtube.com/channel/${ID}`, fetchText)).toEqual({
      channelId: ID,
      feedUrl: FEED,
    });
    expect(requested).toEqual([]);
  });

  it('reads the channel page of a handle or custom name', async () => {
    expect(await resolveYoutubeChannel('https://m.youtube.com/@geekyapar?si=x', fetchText)).toEqual({
      channelId: ID,
      feedUrl: FEED,
    });
    expect(await resolveYoutubeChannel('youtube.com/c/Geekyapar', fetchText)).toEqual({ channelId: ID, feedUrl: FEED });
    expect(requested).toEqual(['https://www.youtube.com/@geekyapar', 'https://www.youtube.com/c/Geekyapar']);
  });

  it('gives null when the page names no channel or the address is not a channel', async () => {
    expect(await resolveYoutubeChannel('https://www.youtube.com/user/nobody', fetchText)).toBeNull();
    expect(await resolveYoutubeChannel('https://example.test/@someone', fetchText)).toBeNull();
  });
});
