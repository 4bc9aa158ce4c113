import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListeningHistoryItem, ListeningHistoryList } from '../../../common/api/listening-history';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('listening history on %s', (kind) => {
  let t: TestApp;
  let ids: string[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ episodeIds: ids } = await seedShow(
      t.database,
      'Night Radio',
      Array.from({ length: 12 }, (_, i) => ({
        title: `Night ${i + 1}`,
        durationSeconds: 1200 + i,
        withTranscript: i === 0,
      })),
    ));
  });
  afterAll(() => t.close());

  const report = (l: TestListener, payload: object) =>
    l.inject({ method: 'POST', url: '/api/listening-history', payload });
  const list = async (l: TestListener, query = '') =>
    ListeningHistoryList.parse((await l.inject({ method: 'GET', url: `/api/listening-history${query}` })).json());

  it('keeps one entry per episode with the latest position, for resuming', async () => {
    const l = await t.listener();
    expect((await l.inject({ method: 'GET', url: `/api/listening-history/${ids[0]}` })).statusCode).toBe(404);
    const first = await report(l, { episodeId: ids[0], positionSeconds: 15 });
    expect(first.statusCode).toBe(200);
    await report(l, { episodeId: ids[0], positionSeconds: 30.5 });
    const resume = ListeningHistoryItem.parse(
      (await l.inject({ method: 'GET', url: `/api/listening-history/${ids[0]}` })).json(),
    );
    expect(resume).toMatchObject({
      id: ids[0],
      episodeId: ids[0],
      title: 'Night 1',
      showName: 'Night Radio',
      show: 'Night Radio',
      positionSeconds: 30.5,
      durationSeconds: 1200,
      completed: false,
      hasTranscript: true,
    });
    expect(resume.audioUrl).toMatch(/\.mp3$/);
    expect(await list(l)).toHaveLength(1);
  });

  it('lists the most recently played first, bounded by limit (10 by default)', async () => {
    const l = await t.listener();
    for (const id of ids) await report(l, { episodeId: id, positionSeconds: 1 });
    await report(l, { episodeId: ids[3], positionSeconds: 99, completed: true });
    const items = await list(l);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ episodeId: ids[3], completed: true, positionSeconds: 99 });
    expect(items.slice(1).map((i) => i.title)).toEqual([
      'Night 12',
      'Night 11',
      'Night 10',
      'Night 9',
      'Night 8',
      'Night 7',
      'Night 6',
      'Night 5',
      'Night 3',
    ]);
    expect(await list(l, '?limit=3')).toHaveLength(3);
    // A later position report without `completed` keeps the episode completed.
    await report(l, { episodeId: ids[3], positionSeconds: 5 });
    expect((await list(l, '?limit=1'))[0]).toMatchObject({ completed: true, positionSeconds: 5 });
    const badLimit = await l.inject({ method: 'GET', url: '/api/listening-history?limit=0' });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().error.message).toMatch(/limit/);
  });

  it('refuses bad reports naming the field and unknown episodes, storing nothing', async () => {
    const l = await t.listener();
    for (const [payload, field] of [
      [{ episodeId: ids[0], positionSeconds: -3 }, 'positionSeconds'],
      [{ episodeId: ids[0] }, 'positionSeconds'],
      [{ episodeId: 'x', positionSeconds: 3 }, 'episodeId'],
      [{ episodeId: ids[0], positionSeconds: 3, completed: 'yes' }, 'completed'],
    ] as const) {
      const bad = await report(l, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(field);
    }
    const unknown = await report(l, { episodeId: MISSING, positionSeconds: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('listening_history.episode_not_found');
    expect(await list(l)).toEqual([]);
  });

  it("keeps each listener's history apart", async () => {
    const owner = await t.listener();
    const other = await t.listener();
    await report(owner, { episodeId: ids[5], positionSeconds: 42 });
    expect(await list(other)).toEqual([]);
    expect((await other.inject({ method: 'GET', url: `/api/listening-history/${ids[5]}` })).statusCode).toBe(404);
  });
});
