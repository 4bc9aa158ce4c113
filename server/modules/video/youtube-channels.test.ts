import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchResult } from '../../providers/feeds/feed-types';
import { type FakeVideo, type FakeYoutube, startFakeYoutube } from '../../test/fakes/youtube-server';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { waitForSync } from '../catalog/fixtures/wait-for-sync';

const CHANNEL = 'UCgardenGardenGarden1234';
const QUIET_CHANNEL = 'UCquietQuietQuietQuiet12';
const GONE_CHANNEL = 'UCgoneGoneGoneGoneGone12';

const TOPICS = ['tomatoes', 'roses', 'compost', 'apple trees', 'raised beds', 'slugs'];
/** 120 uploads, newest first; one of them private. */
const VIDEOS: FakeVideo[] = Array.from({ length: 120 }, (_, i) => ({
  id: `vid${String(i).padStart(8, '0')}`,
  title: i === 0 ? 'Pruning roses in winter' : `Garden diary ${120 - i}: ${TOPICS[i % TOPICS.length]}`,
  description:
    i === 0
      ? 'How and when to cut back rose bushes, with the tools you need.'
      : `Notes on ${TOPICS[i % TOPICS.length]}.`,
  publishedAt: new Date(Date.UTC(2026, 9, 1) - i * 86_400_000).toISOString(),
  duration: i === 0 ? 'PT12M34S' : 'PT1H2M5S',
  views: 1_500_000 - i,
  private: i === 7,
}));

/** The keyless Atom feed of the quiet channel, which is what a sync reads when the quota is out. */
const ATOM = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <id>yt:channel:${QUIET_CHANNEL.slice(2)}</id><yt:channelId>${QUIET_CHANNEL}</yt:channelId>
 <title>Quiet Channel</title><author><name>Quiet Channel</name></author>
 <entry>
  <id>yt:video:atomvideo01</id><yt:videoId>atomvideo01</yt:videoId><yt:channelId>${QUIET_CHANNEL}</yt:channelId>
  <title>Watering in a heatwave</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=atomvideo01"/>
  <published>2026-10-02T09:00:00+00:00</published>
  <media:group><media:title>Watering in a heatwave</media:title>
   <media:description>When and how much to water.</media:description>
   <media:community><media:statistics views="4321"/></media:community></media:group>
 </entry>
</feed>`;

describe.each(testDatabases())('video channels through the YouTube Data API on %s', (kind) => {
  let youtube: FakeYoutube;
  let t: TestApp;
  let l: TestListener;
  const feedFetches: string[] = [];

  beforeAll(async () => {
    youtube = await startFakeYoutube();
    VIDEOS[0].views = 1_500_000;
    youtube.channels.set(CHANNEL, { title: 'Garden Channel', description: 'Gardening all year.', videos: VIDEOS });
    youtube.channels.set(QUIET_CHANNEL, { title: 'Quiet Channel', description: '', videos: [] });
    t = await createTestApp(kind, {
      workers: true,
      env: { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: youtube.url },
      providers: {
        // Only the quiet channel's public feed exists here; nothing leaves the machine.
        fetch: async (url): Promise<FetchResult> => {
          feedFetches.push(url);
          if (!url.endsWith(QUIET_CHANNEL)) throw new Error(`unexpected fetch of ${url}`);
          const body = Buffer.from(ATOM);
          return { notModified: false, url, body, contentType: 'application/atom+xml', etag: null, lastModified: null };
        },
      },
    });
    l = await t.listener();
  });
  afterAll(async () => {
    await t.close();
    await youtube.close();
  });

  const follow = async (name: string, channelId: string) => {
    const res = await l.inject({
      method: 'POST',
      url: '/api/creators',
      payload: { name, type: 'youtube', url: `https://www.youtube.com/channel/${channelId}`, autoSync: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return waitForSync(l, res.json().id);
  };
  const calls = (resource: string) => youtube.requests.filter((r) => r.resource === resource).length;

  it('brings in every public upload with durations and views, at 1 unit a call and no search.list', async () => {
    const creator = await follow('Garden Channel', CHANNEL);
    expect(creator).toMatchObject({ syncStatus: 'synced', episodeCount: 119 });
    expect({ channels: calls('channels'), playlistItems: calls('playlistItems'), videos: calls('videos') }).toEqual({
      channels: 1,
      playlistItems: 3,
      videos: 3,
    });
    expect(calls('search')).toBe(0);
    expect(youtube.requests.every((r) => r.params.key === 'test-key')).toBe(true);

    const search = await l.inject({
      method: 'POST',
      url: '/api/youtube/search',
      payload: { query: 'pruning roses', channel: creator.id },
    });
    expect(search.json().results[0]).toMatchObject({
      title: 'Pruning roses in winter',
      channelTitle: 'Garden Channel',
      duration: 'PT12M34S',
      viewCount: 1_500_000,
      thumbnailUrl: 'https://i.ytimg.com/vi/vid00000000/hqdefault.jpg',
      url: 'https://www.youtube.com/watch?v=vid00000000',
    });
  });

  it('refreshes with one page of the newest uploads and keeps view counts current', async () => {
    const [creator] = (await l.inject({ method: 'GET', url: '/api/creators' })).json();
    VIDEOS[0].views = 1_600_000;
    const before = youtube.requests.length;
    const res = await l.inject({ method: 'POST', url: `/api/creators/${creator.id}/sync` });
    expect(res.statusCode, res.body).toBe(200);
    expect(youtube.requests.slice(before).map((r) => r.resource)).toEqual(['channels', 'playlistItems', 'videos']);
    const search = await l.inject({
      method: 'POST',
      url: '/api/youtube/search',
      payload: { query: 'pruning roses', channel: creator.id },
    });
    expect(search.json().results[0].viewCount).toBe(1_600_000);
  });

  it('says plainly when a followed channel was deleted', async () => {
    const creator = await follow('Gone Channel', GONE_CHANNEL);
    expect(creator.syncStatus).toBe('failed');
    expect(creator.syncError).toBe(`The YouTube channel ${GONE_CHANNEL} no longer exists.`);
  });

  it("reads the channel's public feed once the quota is used up, and calls the API no more that day", async () => {
    youtube.quotaExceeded = true;
    const creator = await follow('Quiet Channel', QUIET_CHANNEL);
    expect(creator).toMatchObject({ syncStatus: 'synced', episodeCount: 1 });
    expect(feedFetches).toEqual([`https://www.youtube.com/feeds/videos.xml?channel_id=${QUIET_CHANNEL}`]);
    const videos = await l.inject({
      method: 'POST',
      url: '/api/youtube/search',
      payload: { query: 'watering', channel: creator.id },
    });
    expect(videos.json().results[0]).toMatchObject({ title: 'Watering in a heatwave', viewCount: 4321 });
    const before = youtube.requests.length;
    await l.inject({ method: 'POST', url: `/api/creators/${creator.id}/sync` });
    expect(youtube.requests.length).toBe(before);
    expect(feedFetches).toHaveLength(2);
  });
});
