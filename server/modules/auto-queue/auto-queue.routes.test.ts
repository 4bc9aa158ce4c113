import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AutoQueueCreateResponse, AutoQueueSettings, Queue, Suggestion } from '../../../common/api/auto-queue';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('auto-queue on %s', (kind) => {
  let t: TestApp;
  let brain: string[];
  let science: string[];
  let other: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ episodeIds: brain } = await seedShow(t.database, 'Brain Matters', [
      {
        title: 'Sleep and memory',
        description: 'Why sleep consolidates memory: the hippocampus replays the day while we dream.',
        withTranscript: true,
      },
      { title: 'Attention', description: 'Why focus fades in the afternoon and what caffeine does about it.' },
      { title: 'Gut feelings', description: 'The microbiome talks to the brain through the vagus nerve.' },
    ]));
    ({ episodeIds: science } = await seedShow(t.database, 'Science Hour', [
      {
        title: 'How dreams shape memory',
        description: 'Sleep researchers explain how dreaming and the hippocampus consolidate memory.',
        withTranscript: true,
      },
      {
        title: 'Memory palaces',
        description: 'An old memory trick to remember long lists, and why a night of sleep makes it stick.',
      },
      { title: 'Volcanoes of Iceland', description: 'Lava, ash and the eruptions that grounded planes.' },
    ]));
    ({ episodeIds: other } = await seedShow(t.database, 'Everyday Things', [
      { title: 'Cooking pasta', description: 'Salt the water and keep it boiling.' },
      { title: 'Football tactics', description: 'Pressing, passing and the offside trap.' },
      { title: 'Stock market basics', description: 'Shares, bonds and index funds explained.' },
    ]));
  });
  afterAll(() => t.close());

  const suggest = (l: TestListener, episodeId: string, queueIndex: unknown) =>
    l.inject({ method: 'POST', url: `/api/auto-queue/${episodeId}`, payload: { queueIndex } });

  async function allSuggestions(l: TestListener, episodeId: string) {
    const out = [];
    for (let i = 0; i < 10; i++) {
      const res = await suggest(l, episodeId, i);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('No suitable episodes found');
        break;
      }
      out.push(Suggestion.parse(res.json()));
    }
    return out;
  }

  it("suggests the show's next episode first, then episodes on the same topics, never unrelated ones", async () => {
    const l = await t.listener();
    const list = await allSuggestions(l, brain[0] as string);
    expect(list[0]?.nextEpisode).toMatchObject({ id: brain[1], podcastShow: 'Brain Matters' });
    expect(list[0]?.reason).toMatch(/^Next episode of Brain Matters/);
    expect(list[0]?.relevanceScore).toBeGreaterThanOrEqual(8);
    const ids = list.map((s) => s.nextEpisode.id);
    expect(ids[1]).toBe(science[0]);
    expect(list[1]?.nextEpisode.hasTranscript).toBe(true);
    expect(list[1]?.reason).toMatch(/memory|sleep|hippocampus/);
    expect(ids).toContain(science[1]);
    for (const unrelated of [brain[0], science[2], ...other]) expect(ids).not.toContain(unrelated);
    const scores = list.slice(1).map((s) => s.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("falls back to the show's other episodes, closest in date first, when nothing else is related", async () => {
    const l = await t.listener();
    const list = await allSuggestions(l, other[2] as string);
    expect(list.map((s) => s.nextEpisode.id)).toEqual([other[1], other[0]]);
    expect(list.map((s) => s.reason)).toEqual(['More from Everyday Things', 'More from Everyday Things']);
    expect(list.map((s) => s.relevanceScore)).toEqual([5, 5]);
  });

  it('skips episodes marked used, for this listener only, and says so when nothing is left', async () => {
    const l = await t.listener();
    const before = await allSuggestions(l, brain[0] as string);
    const used = await l.inject({ method: 'POST', url: `/api/auto-queue/${brain[1]}/used` });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ episodeId: brain[1], used: true });
    const after = await allSuggestions(l, brain[0] as string);
    expect(after.map((s) => s.nextEpisode.id)).not.toContain(brain[1]);
    // With "Attention" used, the show's next unused episode takes the lead.
    expect(after[0]?.nextEpisode.id).toBe(brain[2]);
    const fresh = await t.listener();
    expect((await allSuggestions(fresh, brain[0] as string)).map((s) => s.nextEpisode.id)).toEqual(
      before.map((s) => s.nextEpisode.id),
    );

    for (const s of after) await l.inject({ method: 'POST', url: `/api/auto-queue/${s.nextEpisode.id}/used` });
    expect(await allSuggestions(l, brain[0] as string)).toEqual([]);
    const none = await suggest(l, brain[0] as string, 0);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: { code: 'auto_queue.no_suggestion', message: 'No suitable episodes found' } });
  });

  it('validates the suggestion call: unknown episode 404, queueIndex out of range 400', async () => {
    const l = await t.listener();
    const unknown = await suggest(l, MISSING, 0);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('auto_queue.episode_not_found');
    const bad = await suggest(l, brain[0] as string, 10);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/queueIndex/);
    expect((await l.inject({ method: 'POST', url: `/api/auto-queue/${MISSING}/used` })).statusCode).toBe(404);
  });

  it('reorders the waiting queue by a permutation of it, and refuses anything else, changing nothing', async () => {
    const l = await t.listener();
    await l.inject({ method: 'POST', url: '/api/auto-queue/settings', payload: { queueSize: 2 } });
    await l.inject({ method: 'POST', url: '/api/auto-queue', payload: { currentEpisodeId: brain[0], userId: null } });
    const before = Queue.parse((await l.inject({ method: 'GET', url: '/api/auto-queue' })).json()).map((q) => q.id);
    expect(before).toHaveLength(3);
    const wanted = [before[2], before[0], before[1]];
    const put = (episodeIds: unknown) =>
      l.inject({ method: 'PUT', url: '/api/auto-queue/order', payload: { episodeIds } as never });
    const res = await put(wanted);
    expect(res.statusCode).toBe(200);
    expect(Queue.parse(res.json()).map((q) => q.id)).toEqual(wanted);
    for (const bad of [wanted.slice(0, 2), [...wanted, wanted[0]], [wanted[0], wanted[1], MISSING]]) {
      const refused = await put(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('auto_queue.order_mismatch');
    }
    const other = await t.listener();
    expect(
      (await other.inject({ method: 'PUT', url: '/api/auto-queue/order', payload: { episodeIds: wanted } })).statusCode,
    ).toBe(400);
    expect(Queue.parse((await l.inject({ method: 'GET', url: '/api/auto-queue' })).json()).map((q) => q.id)).toEqual(
      wanted,
    );
  });

  it("queues an episode with its best follow-ups, up to the listener's queue size, once each", async () => {
    const l = await t.listener();
    const settings = await l.inject({ method: 'POST', url: '/api/auto-queue/settings', payload: { queueSize: 2 } });
    expect(settings.statusCode).toBe(200);
    const res = await l.inject({
      method: 'POST',
      url: '/api/auto-queue',
      payload: { currentEpisodeId: brain[0], userId: null },
    });
    expect(res.statusCode).toBe(200);
    const body = AutoQueueCreateResponse.parse(res.json());
    expect(body.queued.map((e) => e.id)).toEqual([brain[0], brain[1], science[0]]);
    expect(body.message).toBe('Added "Sleep and memory" and 2 episode(s) like it');
    const queue = Queue.parse((await l.inject({ method: 'GET', url: '/api/auto-queue' })).json());
    expect(queue.map((q) => q.id)).toEqual([brain[0], brain[1], science[0]]);
    expect(queue.map((q) => q.position)).toEqual([0, 1, 2]);

    // Again: nothing is duplicated; only follow-ups not yet waiting are added.
    const again = AutoQueueCreateResponse.parse(
      (
        await l.inject({
          method: 'POST',
          url: '/api/auto-queue',
          payload: { currentEpisodeId: brain[0], userId: null },
        })
      ).json(),
    );
    expect(again.queued.map((e) => e.id)).toEqual([science[1], brain[2]]);
    expect(again.message).toMatch(/already in your queue/);

    // A used episode leaves the waiting queue.
    await l.inject({ method: 'POST', url: `/api/auto-queue/${brain[1]}/used` });
    const waiting = Queue.parse((await l.inject({ method: 'GET', url: '/api/auto-queue' })).json());
    expect(waiting.map((q) => q.id)).toEqual([brain[0], science[0], science[1], brain[2]]);

    const other = await t.listener();
    expect((await other.inject({ method: 'GET', url: '/api/auto-queue' })).json()).toEqual([]);
    expect((await other.inject({ method: 'DELETE', url: `/api/auto-queue/${science[0]}` })).statusCode).toBe(404);
    expect((await l.inject({ method: 'DELETE', url: `/api/auto-queue/${science[0]}` })).statusCode).toBe(200);
    const cleared = await l.inject({ method: 'DELETE', url: '/api/auto-queue' });
    expect(cleared.json()).toEqual({ removedCount: 3 });
    expect((await l.inject({ method: 'GET', url: '/api/auto-queue' })).json()).toEqual([]);

    const missing = await l.inject({
      method: 'POST',
      url: '/api/auto-queue',
      payload: { currentEpisodeId: MISSING, userId: null },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps settings per listener, with the spec defaults, and refuses values outside the options', async () => {
    const l = await t.listener();
    const get = async (who: TestListener) =>
      AutoQueueSettings.parse((await who.inject({ method: 'GET', url: '/api/auto-queue/settings' })).json());
    expect(await get(l)).toEqual({ autoPlayEnabled: false, queueSize: 3, autoAdvanceDelay: 5 });
    const saved = await l.inject({
      method: 'POST',
      url: '/api/auto-queue/settings',
      payload: { autoPlayEnabled: true, queueSize: 10, autoAdvanceDelay: 0 },
    });
    expect(saved.json()).toEqual({ autoPlayEnabled: true, queueSize: 10, autoAdvanceDelay: 0 });
    await l.inject({ method: 'POST', url: '/api/auto-queue/settings', payload: { autoAdvanceDelay: 30 } });
    expect(await get(l)).toEqual({ autoPlayEnabled: true, queueSize: 10, autoAdvanceDelay: 30 });

    for (const [payload, field] of [
      [{ queueSize: 4 }, 'queueSize'],
      [{ autoAdvanceDelay: 7 }, 'autoAdvanceDelay'],
      [{ autoPlayEnabled: 'yes' }, 'autoPlayEnabled'],
    ] as const) {
      const bad = await l.inject({ method: 'POST', url: '/api/auto-queue/settings', payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(field);
    }
    expect(await get(l)).toEqual({ autoPlayEnabled: true, queueSize: 10, autoAdvanceDelay: 30 });
    expect(await get(await t.listener())).toEqual({ autoPlayEnabled: false, queueSize: 3, autoAdvanceDelay: 5 });
  });
});
