import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { seedSearchCatalog } from './test/search-catalog';

/**
 * What a score means (DESIGN §8): on a catalog where relevance is not a matter of opinion,
 * episodes clearly about the search score 0.8 or more, and unrelated ones score under 0.4 or
 * are not returned at all.
 */
const CASES: { criteria: string; relevant: string[]; unrelated: string[]; depth?: 'quick' | 'deep' }[] = [
  {
    criteria: 'sleep',
    relevant: ['How Sleep Shapes Memory'],
    unrelated: ['Inflation Explained', 'Sourdough Bread at Home'],
  },
  {
    criteria: 'memory and sleep',
    relevant: ['How Sleep Shapes Memory'],
    unrelated: ['Meditation and the Anxious Mind', 'Is Bitcoin a Bubble?'],
  },
  {
    criteria: 'index funds',
    relevant: ['Index Funds for Beginners'],
    unrelated: ['Inflation Explained', 'Food in the Movies'],
  },
  {
    criteria: 'bitcoin',
    relevant: ['Is Bitcoin a Bubble?'],
    unrelated: ['Index Funds for Beginners', 'Choosing a Chef Knife'],
  },
  {
    criteria: 'meditation anxiety',
    relevant: ['Meditation and the Anxious Mind'],
    unrelated: ['How Sleep Shapes Memory', 'Building Habits That Last'],
  },
  {
    criteria: 'films about food',
    relevant: ['Food in the Movies'],
    unrelated: ['Index Funds for Beginners', 'Meditation and the Anxious Mind'],
  },
  {
    criteria: 'sourdough bread',
    relevant: ['Sourdough Bread at Home'],
    unrelated: ['Is Bitcoin a Bubble?', 'How Sleep Shapes Memory'],
  },
  {
    criteria: 'inflation',
    relevant: ['Inflation Explained'],
    unrelated: ['Sourdough Bread at Home', 'Building Habits That Last'],
    depth: 'deep',
  },
];

describe.each(testDatabases())('relevance score calibration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedSearchCatalog(t.database);
  });
  afterAll(() => t.close());
  const search = async (payload: Record<string, unknown>) =>
    SearchResponse.parse((await t.app.inject({ method: 'POST', url: '/api/search', payload })).json());

  it.each(CASES)('"$criteria": relevant >= 0.8, unrelated < 0.4', async ({ criteria, relevant, unrelated, depth }) => {
    const body = await search({
      searchCriteria: criteria,
      relevanceThreshold: 0,
      limit: 50,
      searchDepth: depth ?? 'quick',
    });
    const score = (title: string) => body.results.find((r) => r.title === title)?.relevanceScore ?? 0;
    for (const title of relevant) expect(score(title), title).toBeGreaterThanOrEqual(0.8);
    for (const title of unrelated) expect(score(title), title).toBeLessThan(0.4);
  });

  it('finds a hyphenated name as written, and says it matched', async () => {
    const body = await search({ searchCriteria: 'Kim Jong-un', relevanceThreshold: 0 });
    expect(body.results[0]?.title).toBe('Is Bitcoin a Bubble?');
    expect(body.results[0]?.explanation).toContain('Matches "Kim Jong-un" in the description');
  });

  it('a passing mention in a transcript is a weak match, not a strong one', async () => {
    const body = await search({ searchCriteria: 'sleep', searchDepth: 'deep', relevanceThreshold: 0 });
    const habits = body.results.find((r) => r.title === 'Building Habits That Last');
    expect(habits?.relevanceScore).toBeGreaterThan(0);
    expect(habits?.relevanceScore).toBeLessThan(0.6);
  });

  // Last: it adds a show to the catalog.
  it('one item of a description that opens with a list of topics is a passing mention', async () => {
    await seedSearchCatalog(t.database, new Date(), [
      {
        name: 'Weekly Roundup',
        host: 'Sam Lee',
        episodes: [
          {
            key: 'roundup-12',
            title: 'Roundup 12',
            description:
              'This week: new phone cases, the bus lanes downtown, a week without sleep, a pizza review, and your emails. Thanks for listening!',
            minutes: 40,
            daysAgo: 2,
          },
        ],
      },
    ]);
    const body = await search({ searchCriteria: 'sleep', relevanceThreshold: 0, limit: 50 });
    const score = (title: string) => body.results.find((r) => r.title === title)?.relevanceScore ?? 0;
    expect(score('Roundup 12')).toBeGreaterThan(0);
    expect(score('Roundup 12')).toBeLessThan(0.6);
    expect(score('How Sleep Shapes Memory')).toBeGreaterThanOrEqual(0.8);
  });
});
