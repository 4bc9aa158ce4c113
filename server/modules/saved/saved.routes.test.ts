import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedEpisode, SavedEpisodeList, VoiceBookmarkResponse } from '../../../common/api/saved';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('saved episodes on %s', (kind) => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ episodeIds: ids } = await seedShow(t.database, 'Brain Matters', [
      {
        title: 'Sleep and memory',
        description: 'How sleep consolidates memory',
        durationSeconds: 2730,
        withTranscript: true,
      },
      { title: 'Attention', description: 'Why focus fades' },
      { title: 'Habits', description: 'Loops of cue and reward' },
    ]));
  });
  afterAll(() => t.close());

  const save = (l: TestListener, podcastId: unknown) =>
    l.inject({ method: 'POST', url: '/api/saved', payload: { podcastId } });
  const list = async (l: TestListener) =>
    SavedEpisodeList.parse((await l.inject({ method: 'GET', url: '/api/saved' })).json());

  it('saves an episode once, however often it is saved, and lists it with its show and transcript flag', async () => {
    const l = await t.listener();
    const first = await save(l, ids[0]);
    expect(first.statusCode).toBe(201);
    const item = SavedEpisode.parse(first.json());
    expect(item).toMatchObject({
      id: ids[0],
      title: 'Sleep and memory',
      podcastShow: 'Brain Matters',
      duration: 46,
      hasTranscript: true,
    });
    const again = await save(l, ids[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json().savedAt).toBe(item.savedAt);
    const saved = await list(l);
    expect(saved.map((s) => s.id)).toEqual([ids[0]]);
  });

  it('lists the newest save first', async () => {
    const l = await t.listener();
    for (const id of [ids[1], ids[0], ids[2]]) expect((await save(l, id)).statusCode).toBe(201);
    expect((await list(l)).map((s) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('answers 404 for an unknown episode and 400 naming the field for a bad body, saving nothing', async () => {
    const l = await t.listener();
    const unknown = await save(l, MISSING);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('saved.episode_not_found');
    const bad = await save(l, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/podcastId/);
    const missing = await l.inject({ method: 'POST', url: '/api/saved', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/podcastId/);
    expect(await list(l)).toEqual([]);
  });

  it("keeps each listener's saves apart: another listener sees nothing and cannot remove them", async () => {
    const owner = await t.listener();
    const other = await t.listener();
    await save(owner, ids[1]);
    expect(await list(other)).toEqual([]);
    const steal = await other.inject({ method: 'DELETE', url: `/api/saved/${ids[1]}` });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error.code).toBe('saved.not_found');
    const cleared = await other.inject({ method: 'DELETE', url: '/api/saved/clear' });
    expect(cleared.json()).toEqual({ removedCount: 0 });
    expect((await list(owner)).map((s) => s.id)).toEqual([ids[1]]);
  });

  it('removes one save by episode id, then clears the rest with a count', async () => {
    const l = await t.listener();
    for (const id of ids) await save(l, id);
    const removed = await l.inject({ method: 'DELETE', url: `/api/saved/${ids[0]}` });
    expect(removed.statusCode).toBe(200);
    expect((await l.inject({ method: 'DELETE', url: `/api/saved/${ids[0]}` })).statusCode).toBe(404);
    const cleared = await l.inject({ method: 'DELETE', url: '/api/saved/clear' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ removedCount: 2 });
    expect(await list(l)).toEqual([]);
  });

  it('carries out voice bookmark commands with a sentence to speak back', async () => {
    const l = await t.listener();
    const voice = (action: string, id = ids[2]) =>
      l.inject({ method: 'POST', url: `/api/voice-bookmark/${id}`, payload: { action } });
    const saved = VoiceBookmarkResponse.parse((await voice('save')).json());
    expect(saved.message).toBe('Saved "Habits" for later');
    expect((await list(l)).map((s) => s.id)).toEqual([ids[2]]);
    expect((await voice('playlist')).json().message).toBe('Added "Habits" to your playlist');
    const playlist = (await l.inject({ method: 'GET', url: '/api/playlist' })).json();
    expect(playlist.map((p: { id: string }) => p.id)).toEqual([ids[2]]);
    expect((await voice('unsave')).json().message).toBe('Removed "Habits" from your saved episodes');
    expect(await list(l)).toEqual([]);
    const bad = await voice('delete-everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/action/);
    expect((await voice('save', MISSING)).statusCode).toBe(404);
  });
});
