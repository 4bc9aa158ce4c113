import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, shows } from '../../db/schema';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

// "inflation and interest rates" asks about two subjects: an episode about either one covers half
// of the question, not one third or two thirds of it.
describe.each(testDatabases())('a search naming a compound ("interest rates"), on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const [show] = await t.database.db
      .insert(shows)
      .values({ name: 'The Money Hour', feedUrl: 'https://money.test/feed.xml' })
      .returning({ id: shows.id });
    const episode = (n: number, title: string, descriptionText: string) => ({
      showId: show.id,
      identityKey: `money#${n}`,
      title,
      descriptionText,
      publishDate: new Date(Date.UTC(2024, 0, n)),
    });
    await t.database.db
      .insert(episodes)
      .values([
        episode(1, 'Inflation', 'Why prices keep climbing, and who pays for it when they do.'),
        episode(2, 'Interest rates', 'What a central bank does when it moves the price of borrowing.'),
        episode(3, 'The used car market', 'Why a car bought in 2021 sells for more than it cost.'),
        episode(4, 'Your pension', 'How much to put aside, and where.'),
      ]);
  });
  afterAll(() => t.close());

  it('scores an episode about either subject alike', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'inflation and interest rates', useAI: false, relevanceThreshold: 0 },
    });
    const score = new Map(
      (res.json() as { results: { title: string; relevanceScore: number }[] }).results.map((r) => [
        r.title,
        r.relevanceScore,
      ]),
    );
    const inflation = score.get('Inflation') as number;
    const rates = score.get('Interest rates') as number;
    expect(inflation).toBeGreaterThan(0);
    expect(Math.abs(inflation - rates)).toBeLessThan(0.1);
  });
});
