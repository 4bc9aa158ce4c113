import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

/** A listener who types a show's name wants that show, among many shows that share its words. */
describe.each(testDatabases())('searching for a show by its name on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // More shows share the word "podcast" than a search looks up by name, each with newer
    // episodes than the one show the listener names.
    const words = 'Garden Cycling Chess Jazz Poetry Baking Rowing Sailing Birding Knitting Pottery Hiking'.split(' ');
    for (const [i, word] of [...words, ...words.map((w) => `${w} Club`)].entries()) {
      await seedShow(
        t.database,
        `${word} Podcast`,
        [1, 2, 3].map((n) => ({
          title: `${word} notes ${n}`,
          description: `Week ${n} of the ${word.toLowerCase()} season.`,
          publishDate: `2025-0${1 + (i % 9)}-1${n}T10:00:00Z`,
        })),
      );
    }
    await seedShow(t.database, 'Podlove Podcast', [
      { title: 'Fiat Lux', description: 'Software for publishers.', publishDate: '2019-03-01T10:00:00Z' },
    ]);
    await seedShow(t.database, 'No Agenda', [
      { title: '1379: "Afghaniscam"', description: 'Show notes and the week in media.' },
      { title: '1381: "Stink Minority"', description: 'Show notes, the donations and the week in media.' },
    ]);
    await seedShow(t.database, 'Animated No Agenda', [
      { title: 'Animated No Agenda - Free Speech Irony', description: 'Cartoons of the best clips.' },
      { title: 'Animated No Agenda - NA Themes Explainer', description: 'Cartoons of the themes.' },
    ]);
  });
  afterAll(() => t.close());

  const search = async (searchCriteria: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria, relevanceThreshold: 0.3 },
    });
    expect(res.statusCode).toBe(200);
    return SearchResponse.parse(res.json());
  };

  it('finds the named show first, however many shows share a word of its name', async () => {
    for (const criteria of ['Podlove Podcast', 'podlove podcast']) {
      const r = await search(criteria);
      expect(r.results[0]?.podcastShow).toBe('Podlove Podcast');
      expect(r.results[0]?.relevanceScore).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('puts the show whose name is the query before a show with the name in its titles', async () => {
    for (const criteria of ['No Agenda', 'no agenda']) {
      const r = await search(criteria);
      expect(r.results.slice(0, 2).map((e) => e.podcastShow)).toEqual(['No Agenda', 'No Agenda']);
      expect(r.results.slice(2, 4).map((e) => e.podcastShow)).toEqual(['Animated No Agenda', 'Animated No Agenda']);
    }
  });
});
