import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Playlist, PlaylistItem } from '../../../common/api/playlist';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('playlist on %s', (kind) => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ episodeIds: ids } = await seedShow(t.database, 'Long Walks', [
      { title: 'Coastal paths', description: 'Cliffs and coves', durationSeconds: 3600, withTranscript: true },
      { title: 'Mountain passes', description: 'Switchbacks and snow' },
      { title: 'City strolls', description: 'Parks and bridges' },
      { title: 'Forest trails', description: 'Moss and mushrooms' },
    ]));
  });
  afterAll(() => t.close());

  const add = (l: TestListener, id: string) => l.inject({ method: 'POST', url: `/api/playlist/${id}` });
  const list = async (l: TestListener) =>
    Playlist.parse((await l.inject({ method: 'GET', url: '/api/playlist' })).json());

  it('appends episodes in the order added, once each, with what the playlist card shows', async () => {
    const l = await t.listener();
    const first = await add(l, ids[0] as string);
    expect(first.statusCode).toBe(201);
    expect(PlaylistItem.parse(first.json())).toMatchObject({
      id: ids[0],
      title: 'Coastal paths',
      podcastShow: 'Long Walks',
      description: 'Cliffs and coves',
      duration: 60,
      hasTranscript: true,
      listenUrl: expect.stringContaining('https://example.test/episodes/'),
      audioUrl: expect.stringContaining('.mp3'),
      position: 0,
    });
    expect((await add(l, ids[2] as string)).statusCode).toBe(201);
    const twice = await add(l, ids[0] as string);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().position).toBe(0);
    await add(l, ids[1] as string);
    const items = await list(l);
    expect(items.map((i) => i.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(items.map((i) => i.position)).toEqual([0, 1, 2]);
  });

  it('answers 404 for an unknown episode and 400 naming the id for a malformed one', async () => {
    const l = await t.listener();
    const unknown = await add(l, MISSING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('playlist.episode_not_found');
    const bad = await add(l, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/episodeId/);
    expect(await list(l)).toEqual([]);
  });

  it('reorders by a permutation of its episodes and refuses anything else, changing nothing', async () => {
    const l = await t.listener();
    for (const id of ids.slice(0, 3)) await add(l, id);
    const order = [ids[2], ids[0], ids[1]];
    const res = await l.inject({ method: 'PUT', url: '/api/playlist/order', payload: { episodeIds: order } });
    expect(res.statusCode).toBe(200);
    expect(Playlist.parse(res.json()).map((i) => i.id)).toEqual(order);
    for (const episodeIds of [
      [ids[2], ids[0]],
      [ids[2], ids[0], ids[0]],
      [ids[2], ids[0], ids[3]],
      [ids[2], ids[0], ids[1], ids[3]],
    ]) {
      const bad = await l.inject({ method: 'PUT', url: '/api/playlist/order', payload: { episodeIds } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/episodeIds/);
    }
    const malformed = await l.inject({ method: 'PUT', url: '/api/playlist/order', payload: { episodeIds: 'all' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/episodeIds/);
    expect((await list(l)).map((i) => i.id)).toEqual(order);
    // A new episode still goes to the end after a reorder.
    await add(l, ids[3] as string);
    expect((await list(l)).map((i) => i.id)).toEqual([...order, ids[3]]);
    // Added again, an episode answers with its place in the new order.
    for (const [place, id] of [...order, ids[3]].entries()) {
      const again = await l.inject({ method: 'POST', url: `/api/playlist/${id}` });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id, position: place });
    }
  });

  it("keeps each listener's playlist apart, removes one item, and clears with a count", async () => {
    const owner = await t.listener();
    const other = await t.listener();
    for (const id of ids) await add(owner, id);
    expect(await list(other)).toEqual([]);
    expect((await other.inject({ method: 'DELETE', url: `/api/playlist/${ids[1]}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'DELETE', url: '/api/playlist' })).json()).toEqual({ removedCount: 0 });

    const removed = await owner.inject({ method: 'DELETE', url: `/api/playlist/${ids[1]}` });
    expect(removed.statusCode).toBe(200);
    const after = await list(owner);
    expect(after.map((i) => i.id)).toEqual([ids[0], ids[2], ids[3]]);
    expect(after.map((i) => i.position)).toEqual([0, 1, 2]);
    const cleared = await owner.inject({ method: 'DELETE', url: '/api/playlist' });
    expect(cleared.json()).toEqual({ removedCount: 3 });
    expect(await list(owner)).toEqual([]);
  });

  it('keeps appends in order when they arrive at the same time', async () => {
    const l = await t.listener();
    const results = await Promise.all(ids.map((id) => add(l, id)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const positions = results.map((r) => r.json().position).sort();
    expect(positions).toEqual([0, 1, 2, 3]);
  });
});
