import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchHistoryItem, SearchHistoryList } from '../../../common/api/search-history';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('search history on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const record = (l: TestListener, payload: object) =>
    l.inject({ method: 'POST', url: '/api/search/history', payload });
  const list = async (l: TestListener) =>
    SearchHistoryList.parse((await l.inject({ method: 'GET', url: '/api/search/history' })).json());

  it('records a search with the default platform and lists the most recent first', async () => {
    const l = await t.listener();
    const res = await record(l, { searchCriteria: 'sleep science', podcastShow: 'ALL_SHOWS' });
    expect(res.statusCode).toBe(201);
    expect(SearchHistoryItem.parse(res.json())).toMatchObject({
      searchCriteria: 'sleep science',
      podcastShow: 'ALL_SHOWS',
      platform: 'RSS',
    });
    await record(l, { searchCriteria: 'black holes', podcastShow: 'Science Hour', platform: 'Apple' });
    expect((await list(l)).map((h) => [h.searchCriteria, h.podcastShow, h.platform])).toEqual([
      ['black holes', 'Science Hour', 'Apple'],
      ['sleep science', 'ALL_SHOWS', 'RSS'],
    ]);
  });

  it('keeps only the 10 most recent searches', async () => {
    const l = await t.listener();
    for (let i = 1; i <= 12; i++) await record(l, { searchCriteria: `topic ${i}`, podcastShow: '' });
    const items = await list(l);
    expect(items.map((h) => h.searchCriteria)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `topic ${i}`));
    // Bounded in storage too, not only in the answer.
    const stored = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from search_history where search_criteria like 'topic %'`,
    );
    expect(stored[0]?.n).toBe(10);
  });

  it('moves a repeated search to the top instead of adding a copy', async () => {
    const l = await t.listener();
    const first = (await record(l, { searchCriteria: 'Dream research', podcastShow: '' })).json();
    await record(l, { searchCriteria: 'volcanoes', podcastShow: '' });
    const again = await record(l, { searchCriteria: '  dream   research ', podcastShow: '' });
    expect(again.json().id).toBe(first.id);
    expect((await list(l)).map((h) => h.searchCriteria)).toEqual(['dream research', 'volcanoes']);
    // The same words for another show are another search.
    await record(l, { searchCriteria: 'volcanoes', podcastShow: 'Science Hour' });
    expect(await list(l)).toHaveLength(3);
  });

  it('refuses a bad body naming the field, and keeps what was saved', async () => {
    const l = await t.listener();
    await record(l, { searchCriteria: 'kept', podcastShow: '' });
    for (const [payload, field] of [
      [{ searchCriteria: '   ', podcastShow: '' }, 'searchCriteria'],
      [{ podcastShow: '' }, 'searchCriteria'],
      [{ searchCriteria: 'x', platform: 'Napster' }, 'platform'],
      [{ searchCriteria: 'x', podcastShow: 42 }, 'podcastShow'],
    ] as const) {
      const bad = await record(l, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(field);
    }
    expect((await list(l)).map((h) => h.searchCriteria)).toEqual(['kept']);
  });

  it('deletes one search; another listener neither sees nor deletes it', async () => {
    const owner = await t.listener();
    const other = await t.listener();
    const { id } = (await record(owner, { searchCriteria: 'private', podcastShow: '' })).json();
    expect(await list(other)).toEqual([]);
    const steal = await other.inject({ method: 'DELETE', url: `/api/search/history/${id}` });
    expect(steal.statusCode).toBe(404);
    expect(steal.json().error.code).toBe('search_history.not_found');
    const del = await owner.inject({ method: 'DELETE', url: `/api/search/history/${id}` });
    expect(del.statusCode).toBe(200);
    expect(await list(owner)).toEqual([]);
    expect((await owner.inject({ method: 'DELETE', url: '/api/search/history/not-an-id' })).statusCode).toBe(400);
  });
});
