import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Episode, EpisodeList } from '../../../common/api/episodes';
import { ShowList } from '../../../common/api/shows';
import { parseFeed } from '../../providers/feeds/parse-feed';
import { seedShow } from '../../test/factories';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { storeParsedFeed } from '../catalog/catalog-store.service';
import { ownFeedFixture } from '../catalog/fixtures/feed-server';
import { saveTranscript } from '../transcripts/transcripts.store';

describe.each(testDatabases())('shows and episodes on %s', (kind) => {
  let t: TestApp;
  let listener: TestListener;
  let podcastShowId: string;
  let seaStarsId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    listener = await t.listener();
    const db = t.database.db;
    const podcast = await storeParsedFeed(db, {
      feedUrl: 'https://tidepool.example.org/feed.xml',
      feed: parseFeed(readFileSync(ownFeedFixture('small-show-updated.xml'))),
    });
    podcastShowId = podcast.showId;
    await storeParsedFeed(db, {
      feedUrl: 'https://www.youtube.com/feeds/videos.xml?channel_id=UCtidepoolnotes0000000000',
      feed: parseFeed(readFileSync(ownFeedFixture('small-channel.xml'))),
    });
    // A show whose name sorts first only when case is ignored.
    await storeParsedFeed(db, {
      feedUrl: 'https://apple.example.org/feed.xml',
      feed: {
        ...parseFeed(readFileSync(ownFeedFixture('small-show.xml'))),
        title: 'apple orchard diaries',
        episodes: [],
      },
    });
    const list = EpisodeList.parse(
      (await listener.inject({ method: 'GET', url: `/api/episodes?showId=${podcastShowId}` })).json(),
    );
    seaStarsId = String(list.find((e) => e.title === 'Why Sea Stars Lose Their Arms')?.id);
    await saveTranscript({ database: t.database }, seaStarsId, {
      source: 'manual_upload',
      format: 'text',
      segments: [
        { startSeconds: 0, endSeconds: 5, speaker: null, text: 'Sea stars can drop an arm and grow it back.' },
      ],
    });
  });
  afterAll(() => t.close());

  it('lists every show by name regardless of case, with host and episode count', async () => {
    const res = await listener.inject({ method: 'GET', url: '/api/shows' });
    expect(res.statusCode).toBe(200);
    const shows = ShowList.parse(res.json());
    expect(shows.map((s) => s.name)).toEqual(['apple orchard diaries', 'Tidepool Notes', 'Tidepool Notes Video']);
    expect(shows[1]).toMatchObject({ host: 'Mara Okafor', kind: 'podcast', episodeCount: 5 });
    expect(shows[2]).toMatchObject({ kind: 'youtube', episodeCount: 2 });
  });

  it('pages the show list, and refuses a page size it does not serve', async () => {
    const page = (query: string) => listener.inject({ method: 'GET', url: `/api/shows?${query}` });
    const second = ShowList.parse((await page('limit=1&offset=1')).json());
    expect(second.map((s) => s.name)).toEqual(['Tidepool Notes']);
    const tooMany = await page('limit=5000');
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists episodes newest first with transcript flags, and filters them', async () => {
    const all = EpisodeList.parse((await listener.inject({ method: 'GET', url: '/api/episodes' })).json());
    expect(all).toHaveLength(7);
    const dates = all.map((e) => e.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.filter((e) => e.hasTranscript).map((e) => e.id)).toEqual([seaStarsId]);
    expect(all.find((e) => e.id === seaStarsId)?.transcriptSource).toBe('manual_upload');
    expect(all.filter((e) => e.transcriptSource !== null)).toHaveLength(1);

    const withText = EpisodeList.parse(
      (await listener.inject({ method: 'GET', url: '/api/episodes?hasTranscript=true' })).json(),
    );
    expect(withText.map((e) => e.title)).toEqual(['Why Sea Stars Lose Their Arms']);
    const without = EpisodeList.parse(
      (await listener.inject({ method: 'GET', url: '/api/episodes?hasTranscript=false' })).json(),
    );
    expect(without).toHaveLength(6);

    const page = EpisodeList.parse(
      (await listener.inject({ method: 'GET', url: `/api/episodes?showId=${podcastShowId}&limit=2&offset=1` })).json(),
    );
    expect(page.map((e) => e.title)).toEqual(['Why Sea Stars Lose Their Arms', "The Limpet's Teeth, Explained"]);
  });

  it('finds episodes by words of their title or show, in any case, and takes % and _ literally', async () => {
    const find = async (q: string, extra = '') =>
      EpisodeList.parse(
        (await listener.inject({ method: 'GET', url: `/api/episodes?search=${encodeURIComponent(q)}${extra}` })).json(),
      ).map((e) => e.title);
    expect(await find('SEA stars')).toEqual(['Why Sea Stars Lose Their Arms']);
    expect(await find('limpet', '&hasTranscript=false')).toEqual(["The Limpet's Teeth, Explained"]);
    expect(await find('sea stars', '&hasTranscript=false')).toEqual([]);
    expect((await find('tidepool')).length).toBeGreaterThan(1);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('rejects bad list queries with the field named', async () => {
    for (const query of ['limit=0', 'limit=501', 'offset=-1', 'showId=nope', 'hasTranscript=maybe']) {
      const res = await listener.inject({ method: 'GET', url: `/api/episodes?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toContain(`querystring.${query.split('=')[0]}`);
    }
    expect((await listener.inject({ method: 'GET', url: '/api/episodes/recent?limit=51' })).statusCode).toBe(400);
  });

  it('gives the newest episodes across the catalog', async () => {
    const res = await listener.inject({ method: 'GET', url: '/api/episodes/recent?limit=2' });
    expect(res.statusCode).toBe(200);
    expect(EpisodeList.parse(res.json()).map((e) => e.title)).toEqual([
      'Kelp Forests After the Urchins',
      'Why Sea Stars Lose Their Arms',
    ]);
  });

  it('presents one episode: minutes, listen link, platform and transcript status', async () => {
    const res = await listener.inject({ method: 'GET', url: `/api/episodes/${seaStarsId}` });
    expect(res.statusCode).toBe(200);
    const episode = Episode.parse(res.json());
    expect(episode).toMatchObject({
      podcastShow: 'Tidepool Notes',
      host: 'Mara Okafor',
      duration: 42,
      durationSeconds: 2490,
      listenUrl: 'https://tidepool.example.org/episodes/3',
      audioUrl: 'https://tidepool.example.org/audio/003.mp3',
      platform: 'RSS',
      hasTranscript: true,
      transcriptStatus: 'completed',
      season: 1,
      episodeNumber: 3,
      thumbnailUrl: 'https://tidepool.example.org/cover.jpg',
    });
    expect(episode.description).toContain('wasting disease');
    expect(episode).not.toHaveProperty('descriptionHtml');

    const videos = EpisodeList.parse(
      (await listener.inject({ method: 'GET', url: '/api/episodes?hasTranscript=false' })).json(),
    );
    const video = videos.find((e) => e.title === 'Crabs, Up Close');
    expect(video).toMatchObject({
      platform: 'YouTube',
      listenUrl: 'https://www.youtube.com/watch?v=AAAAAAAAAA2',
      transcriptStatus: 'none',
    });
    const limpet = videos.find((e) => e.title.startsWith("The Limpet's Teeth"));
    expect(limpet).toMatchObject({
      listenUrl: 'https://tidepool.example.org/audio/002.mp3',
      host: 'Jonah Reyes',
      duration: 26,
    });
  });

  it.skipIf(!hasSharedFixtures)(
    'names who is on an episode from its podcast:person tags, "host" when no role is given',
    async () => {
      const { showId } = await storeParsedFeed(t.database.db, {
        feedUrl: 'https://podcastindex.example.org/example.xml',
        feed: parseFeed(readFileSync(sharedFixture('feeds', 'podcast-namespace', 'example.xml'))),
      });
      const list = EpisodeList.parse(
        (await listener.inject({ method: 'GET', url: `/api/episodes?showId=${showId}` })).json(),
      );
      const named = list.find((e) => e.people?.some((p) => p.role === 'guest'));
      expect(named?.people).toEqual([
        { name: 'Adam Curry', role: 'host' },
        { name: 'Dave Jones', role: 'guest' },
        { name: 'Becky Smith', role: 'cover art designer' },
      ]);
      const one = Episode.parse((await listener.inject({ method: 'GET', url: `/api/episodes/${named?.id}` })).json());
      expect(one.people).toEqual(named?.people);
      // An episode whose feed names no one.
      const sea = Episode.parse((await listener.inject({ method: 'GET', url: `/api/episodes/${seaStarsId}` })).json());
      expect(sea.people).toEqual([]);
    },
  );

  it('names the people a title names as guests, with one episode only', async () => {
    const { episodeIds } = await seedShow(t.database, 'Grass Farm Radio', [
      { title: 'Rotational Grazing Tips with Sarah Flack (e.111)', description: 'Grazing.' },
      { title: 'Peace With North Korea', description: 'Talks.' },
    ]);
    const one = async (id: string | undefined) =>
      Episode.parse((await listener.inject({ method: 'GET', url: `/api/episodes/${id}` })).json());
    expect((await one(episodeIds[0])).titlePeople).toEqual(['Sarah Flack']);
    expect((await one(episodeIds[1])).titlePeople).toEqual([]);
    const listed = EpisodeList.parse((await listener.inject({ method: 'GET', url: '/api/episodes?limit=500' })).json());
    expect(listed.find((e) => e.id === episodeIds[0])).not.toHaveProperty('titlePeople');
  });

  it('answers 404 for an unknown episode and 400 for a malformed id', async () => {
    const missing = await listener.inject({ method: 'GET', url: '/api/episodes/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('episodes.not_found');
    const bad = await listener.inject({ method: 'GET', url: '/api/episodes/not-an-id' });
    expect(bad.statusCode).toBe(400);
  });
});

describe.each(testDatabases())('the episode list by pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedShow(
      t.database,
      'Long Running Show',
      Array.from({ length: 60 }, (_, i) => ({
        title: `Part ${i + 1} of the long story`,
        publishDate: new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString(),
      })),
    );
    await seedShow(t.database, 'Other Show', [{ title: 'The one about octopuses' }]);
  });
  afterAll(() => t.close());

  it('answers a page of 50 by default, more when asked, and searches all of them by title or show', async () => {
    const get = async (url: string) => EpisodeList.parse((await t.app.inject({ method: 'GET', url })).json());
    expect(await get('/api/episodes')).toHaveLength(50);
    expect(await get('/api/episodes?limit=100')).toHaveLength(61);
    expect((await get('/api/episodes?search=octopuses')).map((e) => e.title)).toEqual(['The one about octopuses']);
    expect(await get('/api/episodes?search=long%20running')).toHaveLength(50);
  });
});
