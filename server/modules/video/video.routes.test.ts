import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../../db/schema/catalog';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { isoDuration } from './video.service';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('video channels and streaming status on %s', (kind) => {
  let t: TestApp;
  let a: TestListener;
  let b: TestListener;
  let channelId: string;
  let podcastCreatorId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    a = await t.listener();
    b = await t.listener();
    const { showId } = await seedShow(t.database, 'Garden Channel', [
      { title: 'Pruning roses in winter', description: 'How and when to cut back rose bushes.', durationSeconds: 754 },
      { title: 'Building a raised bed', description: 'Timber, soil and drainage for a vegetable bed.' },
      { title: 'Composting at home', description: 'Kitchen scraps and leaves into rich soil.' },
    ]);
    const [channel] = await t.database.db
      .insert(creators)
      .values({
        listenerId: a.id,
        name: 'Garden Channel',
        type: 'youtube',
        url: 'https://www.youtube.com/channel/UCgarden',
        channelId: 'UCgarden',
        showId,
      })
      .returning();
    channelId = channel.id;
    const [podcast] = await t.database.db
      .insert(creators)
      .values({ listenerId: a.id, name: 'A Podcast', type: 'podcast', url: 'https://example.test/feed.xml' })
      .returning();
    podcastCreatorId = podcast.id;
  });
  afterAll(() => t.close());

  const search = (l: TestListener, payload: unknown) =>
    l.inject({ method: 'POST', url: '/api/youtube/search', headers: json, payload: payload as never });

  it("lists the listener's followed video channels, not podcasts and not another listener's", async () => {
    expect((await a.inject({ method: 'GET', url: '/api/youtube/channels' })).json()).toEqual([
      { id: channelId, name: 'Garden Channel' },
    ]);
    expect((await b.inject({ method: 'GET', url: '/api/youtube/channels' })).json()).toEqual([]);
  });

  it("searches the channel's videos with the spec's video fields", async () => {
    const res = await search(a, { query: '  pruning roses ', channel: channelId });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query).toBe('pruning roses');
    expect(body.totalFound).toBeGreaterThanOrEqual(1);
    expect(body.results[0]).toMatchObject({
      title: 'Pruning roses in winter',
      channelTitle: 'Garden Channel',
      duration: 'PT12M34S',
      viewCount: null,
      description: 'How and when to cut back rose bushes.',
    });
    expect(body.results[0].publishedAt).toMatch(/^2024-01-01T10:00:00/);
  });

  it('refuses an empty query or channel with the spec texts, and unknown or foreign channels with 404', async () => {
    const empty = await search(a, { query: '   ', channel: channelId });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter a search query');
    const noChannel = await search(a, { query: 'roses', channel: '' });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.body).toContain('Please select a video channel to search');
    expect((await search(b, { query: 'roses', channel: channelId })).statusCode).toBe(404);
    expect((await search(a, { query: 'roses', channel: podcastCreatorId })).statusCode).toBe(404);
    expect((await search(a, { query: 'roses', channel: 'not-an-id' })).statusCode).toBe(404);
  });

  it('writes durations as ISO 8601 periods', () => {
    expect([isoDuration(754), isoDuration(3725), isoDuration(0), isoDuration(3600), isoDuration(null)]).toEqual([
      'PT12M34S',
      'PT1H2M5S',
      'PT0S',
      'PT1H',
      null,
    ]);
  });
});
