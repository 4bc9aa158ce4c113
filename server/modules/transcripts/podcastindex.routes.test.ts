import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResponse } from '../../../common/api/transcripts';
import { seedEpisode } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { startFakePodcastIndex } from './test/fake-podcastindex';
import { startFileServer } from './test/file-server';

const own = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'providers', 'transcript-formats', 'fixtures', name), 'utf8');
const KEY = 'PIKEYTEST';
const SECRET = 'pi-secret-for-tests';

describe.each(testDatabases())('Podcast Index transcripts on %s', (kind) => {
  let t: TestApp;
  let bare: TestApp;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let pi: Awaited<ReturnType<typeof startFakePodcastIndex>>;
  beforeAll(async () => {
    files = await startFileServer();
    pi = await startFakePodcastIndex(KEY, SECRET);
    t = await createTestApp(kind, {
      env: {
        FETCH_ALLOW_PRIVATE_HOSTS: 'true',
        PODCASTINDEX_API_KEY: KEY,
        PODCASTINDEX_API_SECRET: SECRET,
        PODCASTINDEX_BASE_URL: pi.baseUrl,
      },
      workers: true,
    });
    bare = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
    await files.close();
    await pi.close();
  });

  it('is not available without a key and secret, and refuses batches with 503', async () => {
    const status = await bare.app.inject({ method: 'GET', url: '/api/transcripts/podcastindex-status' });
    expect(status.json()).toEqual({
      available: false,
      message: 'Podcast Index is not configured: set PODCASTINDEX_API_KEY and PODCASTINDEX_API_SECRET',
    });
    const batch = await bare.app.inject({
      method: 'POST',
      url: '/api/transcripts/podcastindex-batch-fetch',
      payload: {},
    });
    expect(batch.statusCode).toBe(503);
    expect(batch.json().error.code).toBe('transcripts.podcastindex_not_configured');
  });

  it('finds transcripts by guid or by title in the feed, signs every call, and stores them as podcastindex', async () => {
    const feedUrl = 'https://feeds.example.com/analog.xml';
    const srt = files.serve('/pi/one.srt', { body: own('speakers.srt'), contentType: 'application/x-subrip' });
    const html = files.serve('/pi/two.html', { body: own('episode.html'), contentType: 'text/html' });
    const { episode: byGuid } = await seedEpisode(t.database, { title: 'Guid episode', guid: 'guid-pi-1', feedUrl });
    const { episode: byTitle } = await seedEpisode(t.database, {
      title: 'Title episode',
      guid: 'unknown-guid',
      feedUrl: `${feedUrl}?b`,
    });
    const { episode: unknown } = await seedEpisode(t.database, {
      title: 'Nobody knows',
      guid: 'guid-none',
      feedUrl: `${feedUrl}?c`,
    });
    pi.episodes.push(
      { guid: 'guid-pi-1', title: 'Guid episode', feedUrl, transcripts: [{ url: srt, type: 'application/x-subrip' }] },
      {
        guid: 'other',
        title: 'Title episode',
        feedUrl: `${feedUrl}?b`,
        transcripts: [{ url: html, type: 'text/html' }],
      },
    );
    const status = (await t.app.inject({ method: 'GET', url: '/api/transcripts/podcastindex-status' })).json();
    expect(status).toMatchObject({ available: true, episodesFound: 3 });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/podcastindex-batch-fetch',
      payload: { maxEpisodes: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/maxEpisodes must be 2, 5, 10 or 15/);

    const res = await t.app.inject({ method: 'POST', url: '/api/transcripts/podcastindex-batch-fetch', payload: {} });
    const batch = BatchResponse.parse(res.json());
    expect(batch).toMatchObject({ state: 'completed', processed: 3, successful: 2 });
    const byId = Object.fromEntries(batch.results.map((r) => [r.episodeId, r]));
    expect(byId[byGuid.id]).toMatchObject({ success: true, sourceUrl: srt });
    expect(byId[byTitle.id]).toMatchObject({ success: true, sourceUrl: html });
    expect(byId[unknown.id]).toMatchObject({ success: false, error: 'Podcast Index does not know this episode' });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/episodes/${byTitle.id}/transcript` })).json();
    expect(stored).toMatchObject({ source: 'podcastindex', format: 'html' });
    expect(pi.calls.some((c) => c.startsWith('/api/1.0/episodes/byguid?guid=guid-pi-1'))).toBe(true);
    expect(pi.calls.some((c) => c.startsWith('/api/1.0/episodes/byfeedurl?url='))).toBe(true);
  });

  it('reports a refused key as each episode failing, not as a crash', async () => {
    const wrong = await createTestApp(kind, {
      env: { PODCASTINDEX_API_KEY: KEY, PODCASTINDEX_API_SECRET: 'wrong-secret', PODCASTINDEX_BASE_URL: pi.baseUrl },
      workers: true,
    });
    try {
      await seedEpisode(wrong.database, { title: 'Any', guid: 'g' });
      const batch = BatchResponse.parse(
        (
          await wrong.app.inject({
            method: 'POST',
            url: '/api/transcripts/podcastindex-batch-fetch',
            payload: { maxEpisodes: 2 },
          })
        ).json(),
      );
      expect(batch.results).toEqual([
        expect.objectContaining({ success: false, error: 'Podcast Index refused the API key' }),
      ]);
    } finally {
      await wrong.close();
    }
  });
});
