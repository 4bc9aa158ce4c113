import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, shows } from '../../db/schema';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { oncePerEpisode } from './search.service';

// One show's feed followed at two addresses (the show moved hosts): its episodes are in the catalog twice.
const EPISODE = {
  title: 'Chemical Regulation in the Middle East',
  descriptionText: 'How chemical safety rules are written and enforced across the Gulf states.',
};

describe.each(testDatabases())('a search over a feed held twice, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const feedUrl of ['https://old-host.test/chemistry.xml', 'https://new-host.test/chemistry.xml']) {
      const [show] = await t.database.db
        .insert(shows)
        .values({ name: 'Chemistry Today', feedUrl })
        .returning({ id: shows.id });
      await t.database.db.insert(episodes).values([
        { showId: show.id, identityKey: `${feedUrl}#1`, ...EPISODE, publishDate: new Date('2024-03-01T10:00:00Z') },
        {
          showId: show.id,
          identityKey: `${feedUrl}#2`,
          title: 'Chemical Safety at Work',
          descriptionText: 'Chemical safety in the lab and on the factory floor.',
          publishDate: new Date('2024-02-01T10:00:00Z'),
        },
      ]);
    }
  });
  afterAll(() => t.close());

  it('lists each episode once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'chemical regulation', useAI: false, relevanceThreshold: 0 },
    });
    const body = res.json() as { results: { title: string }[]; totalFound: number };
    const titles = body.results.map((r) => r.title);
    expect(titles).toContain(EPISODE.title);
    expect(titles.filter((x) => x === EPISODE.title)).toHaveLength(1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(body.totalFound).toBe(titles.length);
  });
});

describe('one result per episode', () => {
  const copy = (show: string, title: string, score: number, id: string) =>
    ({ evidence: { id, row: { title, showName: show } }, score }) as unknown as Parameters<
      typeof oncePerEpisode
    >[0][number];

  it('keeps the copy that matches best, wherever it comes in the list, and the order of the rest', () => {
    const list = [
      copy('Planet Money', '#760: Tax Hero', 0.59, 'rerun'),
      copy('The Indicator', 'Taxes', 0.8, 'other'),
      copy('Planet Money ', '#760: tax hero', 0.69, 'first airing'),
    ];
    expect(oncePerEpisode(list).map((s) => s.evidence.id)).toEqual(['other', 'first airing']);
    expect(oncePerEpisode([...list].reverse()).map((s) => s.evidence.id)).toEqual(['first airing', 'other']);
  });
});
