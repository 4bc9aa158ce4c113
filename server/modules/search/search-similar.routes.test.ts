import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { type ShowSeed, seedSearchCatalog } from './test/search-catalog';

// A drama whose every episode ends with the same credits, as narrative history shows do.
const CREDITS = 'Written and produced by Steven Walters. Narrated by Lindsay Graham. Music by Andrew McCollum.';
const episode = (key: string, title: string, about: string, daysAgo: number) => ({
  key,
  title,
  description: `${about} ${CREDITS}`,
  minutes: 40,
  daysAgo,
});
const DRAMA: ShowSeed[] = [
  {
    name: 'Eighteen Sixty-Five',
    host: 'Steven Walters',
    episodes: [
      episode(
        'klan-trials',
        'The Klan Trials',
        'Federal prosecutors take the Ku Klux Klan to court in South Carolina as night riders terrorize freedmen.',
        1,
      ),
      episode(
        'klan-act',
        'Enforcement',
        'Congress passes the Enforcement Acts against the Ku Klux Klan, and Grant sends troops to protect freedmen.',
        2,
      ),
      episode('railroad', 'The Golden Spike', 'The transcontinental railroad is finished at Promontory Summit.', 3),
      episode('panic', 'Panic of 1873', 'Banks fail on Wall Street and a long depression begins.', 4),
      episode('whaling', 'The Last Whalers', 'New Bedford whaling ships are trapped in Arctic ice.', 5),
      episode('telegraph', 'Wires Across the Sea', 'The Atlantic telegraph cable finally carries a message.', 6),
    ],
  },
];

describe.each(testDatabases())('similar search on a show with recurring credits, on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = (await seedSearchCatalog(t.database, new Date(), DRAMA)).episodeIds;
  });
  afterAll(() => t.close());

  it('ranks by what the episode is about, not by the cast and crew every episode credits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchMode: 'similar', referenceEpisode: ids['klan-trials'], relevanceThreshold: 0 },
    });
    expect(res.statusCode).toBe(200);
    const r = SearchResponse.parse(res.json());
    expect(r.results[0].title).toBe('Enforcement');
    for (const other of r.results.slice(1)) expect(other.relevanceScore).toBeLessThan(0.6);
    expect(r.results[0].aiExplanation).not.toMatch(/walters|graham|mccollum|lindsay|steven/i);
  });
});
