import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShow } from '../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../test/test-app';
import { LISTENER_COOKIE } from './listener';

const json = { 'content-type': 'application/json' };

/** Everything a listener keeps, as the API shows it to them. */
async function everything(l: TestListener) {
  const read = async (url: string) => {
    const res = await l.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };
  return {
    saved: await read('/api/saved'),
    playlist: await read('/api/playlist'),
    history: await read('/api/search/history'),
    listening: await read('/api/listening-history'),
    conversations: await read('/api/conversations'),
    // A creator's sync state moves on its own; who and what is followed must not.
    creators: (await l.inject({ method: 'GET', url: '/api/creators' }))
      .json()
      .map((c: { id: string; name: string; url: string }) => [c.id, c.name, c.url]),
    queueSettings: await read('/api/auto-queue/settings'),
  };
}

describe.each(testDatabases())("one listener's calls never reach another's data on %s", (kind) => {
  let t: TestApp;
  let a: TestListener;
  let b: TestListener;
  let episodeIds: string[];
  let historyIds: string[];
  let conversationId: string;
  let creatorId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { workers: true });
    ({ episodeIds } = await seedShow(
      t.database,
      'Isolation Hour',
      Array.from({ length: 4 }, (_, i) => ({ title: `Episode ${i + 1}` })),
    ));
    a = await t.listener();
    b = await t.listener();
    const post = (url: string, payload?: unknown) =>
      a.inject({ method: 'POST', url, headers: payload === undefined ? {} : json, payload: payload as never });
    for (const id of episodeIds.slice(0, 2)) expect((await post('/api/saved', { podcastId: id })).statusCode).toBe(201);
    for (const id of episodeIds.slice(0, 3)) expect((await post(`/api/playlist/${id}`)).statusCode).toBeLessThan(300);
    historyIds = [];
    for (const q of ['tide pools', 'sea stars', 'kelp forests']) {
      historyIds.push((await post('/api/search/history', { searchCriteria: q })).json().id);
    }
    expect(
      (await post('/api/listening-history', { episodeId: episodeIds[0], positionSeconds: 120 })).statusCode,
    ).toBeLessThan(300);
    const conversation = await post('/api/conversations', {
      podcastId: episodeIds[0],
      title: 'About episode 1',
      conversation: [{ type: 'user', content: 'What is it about?', timestamp: '2026-01-01T10:00:00Z' }],
    });
    expect(conversation.statusCode, conversation.body).toBe(201);
    conversationId = conversation.json().id;
    const creator = await post('/api/creators', {
      name: 'Isolation Hour',
      url: 'https://feeds.example.org/isolation.xml',
    });
    expect(creator.statusCode).toBe(201);
    creatorId = creator.json().id;
    expect((await post('/api/auto-queue/settings', { queueSize: 5, autoAdvanceDelay: 10 })).statusCode).toBeLessThan(
      300,
    );
  });
  afterAll(() => t.close());

  it("leaves A's data byte for byte as it was after B uses A's ids on every write path", async () => {
    const before = await everything(a);
    const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
      b.inject({ method, url, headers: payload === undefined ? {} : json, payload: payload as never });

    // Ids only A has: B is told they do not exist.
    for (const id of historyIds) expect((await call('DELETE', `/api/search/history/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/conversations/${conversationId}`, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/creators/${creatorId}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/creators/${creatorId}/sync`)).statusCode).toBe(404);
    expect((await call('GET', `/api/creators/${creatorId}/episodes`)).statusCode).toBe(404);
    // Catalog ids both can use: B's calls change B's own lists only.
    expect((await call('DELETE', `/api/saved/${episodeIds[0]}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/playlist/${episodeIds[1]}`)).statusCode).toBe(404);
    const reorder = await call('PUT', '/api/playlist/order', { episodeIds: [...episodeIds.slice(0, 3)].reverse() });
    expect(reorder.statusCode).toBeGreaterThanOrEqual(400);
    await call('DELETE', '/api/saved/clear');
    await call('DELETE', '/api/playlist');
    await call('POST', '/api/listening-history', { episodeId: episodeIds[0], positionSeconds: 5, completed: true });
    await call('POST', '/api/auto-queue/settings', { queueSize: 1, autoAdvanceDelay: 0 });
    // B's own history fills up and is trimmed to its last ten; A's three stay.
    for (let i = 0; i < 12; i++) await call('POST', '/api/search/history', { searchCriteria: `b search ${i}` });
    expect((await call('GET', '/api/search/history')).json()).toHaveLength(10);
    await call('POST', `/api/playlist/${episodeIds[3]}`);
    await call('POST', '/api/saved', { podcastId: episodeIds[3] });

    expect(await everything(a)).toEqual(before);
  });

  it('gives a forged or unsigned cookie naming A a new, empty listener', async () => {
    const aId = a.id;
    expect(aId).toMatch(/^[0-9a-f-]{36}$/);
    for (const forged of [aId, `${aId}.not-the-signature`, `${aId}.${'A'.repeat(43)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/saved',
        headers: { cookie: `${LISTENER_COOKIE}=${encodeURIComponent(forged)}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(String(res.headers['set-cookie'])).not.toContain(aId);
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/api/saved/clear',
        headers: { cookie: `${LISTENER_COOKIE}=${encodeURIComponent(forged)}` },
      });
      expect(del.json().removedCount ?? 0).toBe(0);
    }
    expect(JSON.parse((await everything(a)).saved.body)).toHaveLength(2);
  });
});
