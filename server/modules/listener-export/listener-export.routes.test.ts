import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListenerExport } from '../../../common/api/listener-export';
import { creators } from '../../db/schema/catalog';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())("a listener's export on %s", (kind) => {
  let t: TestApp;
  let a: TestListener;
  let b: TestListener;
  let episodeIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ episodeIds } = await seedShow(t.database, 'Export Hour', [
      { title: 'One' },
      { title: 'Two' },
      { title: 'Three' },
    ]));
    a = await t.listener();
    b = await t.listener();
    const post = (url: string, payload?: unknown) =>
      a.inject({ method: 'POST', url, headers: payload === undefined ? {} : json, payload: payload as never });
    expect((await post('/api/saved', { podcastId: episodeIds[0] })).statusCode).toBe(201);
    for (const id of episodeIds.slice(1)) expect((await post(`/api/playlist/${id}`)).statusCode).toBeLessThan(300);
    expect((await post('/api/search/history', { searchCriteria: 'kelp forests' })).statusCode).toBe(201);
    expect((await post('/api/listening-history', { episodeId: episodeIds[2], positionSeconds: 95 })).statusCode).toBe(
      200,
    );
    const saved = await post('/api/conversations', {
      podcastId: episodeIds[0],
      title: 'About one',
      conversation: [{ type: 'user', content: 'What is it about?', timestamp: '2026-01-01T10:00:00Z' }],
    });
    expect(saved.statusCode).toBe(201);
    await t.database.db
      .insert(creators)
      .values({ listenerId: a.id, name: 'Export Hour', type: 'podcast', url: 'https://feeds.example.org/export.xml' });
  });
  afterAll(() => t.close());

  it('downloads everything the listener keeps as one JSON file, their own only', async () => {
    const res = await a.inject({ method: 'GET', url: '/api/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="earshot-export-\d{4}-\d{2}-\d{2}\.json"/);
    const data = ListenerExport.parse(res.json());
    expect(data.saved.map((e) => e.id)).toEqual([episodeIds[0]]);
    expect(data.playlist.map((e) => e.id)).toEqual(episodeIds.slice(1));
    expect(data.searchHistory.map((h) => h.searchCriteria)).toEqual(['kelp forests']);
    expect(data.listeningHistory).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ title: 'About one' });
    expect(data.conversations[0].conversation).toHaveLength(1);
    expect(data.creators.map((c) => c.name)).toEqual(['Export Hour']);
    expect(data.creatorsOpml).toContain('https://feeds.example.org/export.xml');

    const other = ListenerExport.parse((await b.inject({ method: 'GET', url: '/api/export' })).json());
    expect([
      other.saved,
      other.playlist,
      other.searchHistory,
      other.conversations,
      other.creators,
      other.audiobooks,
    ]).toEqual([[], [], [], [], [], []]);
  });
});
