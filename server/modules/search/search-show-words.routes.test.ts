import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEmbeddingProvider } from '../../providers/embeddings/local.provider';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { embedPendingEpisodes } from './embeddings.job';

// "How do podcasts make money": an episode that has only the question's verb ("make") and a word
// of its show's name ("Planet Money") says nothing of podcasts, however close its meaning.
// Real titles and descriptions of Planet Money and Podnews.
describe.each(testDatabases())('a question whose subject an episode lacks, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: { embeddings: new LocalEmbeddingProvider() } });
    await seedShow(t.database, 'Planet Money', [
      {
        title: '#794: How To Make It In The Music Business',
        description:
          'The hidden economy of producers buying and selling sonic snippets, texting each other beats, and angling for royalties.',
      },
      {
        title: '#590: The Planet Money Workout',
        description: 'We get a personal trainer to whip our finances into shape.',
      },
    ]);
    await seedShow(t.database, 'Podnews', [
      {
        title: 'Consumers prefer podcast ads to TV ads',
        description:
          'In Podnews today: podcast advertising brings in more money than ever, and listeners prefer podcast ads to TV ads.',
      },
      {
        title: 'Deezer shares podcast stats',
        description: 'Facebook turns on some podcast support; Deezer shares podcast stats.',
      },
    ]);
    expect(await embedPendingEpisodes(t.app.context)).toBe(4);
  });
  afterAll(() => t.close());

  it('scores it under relevant, below the episode about the subject', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'how do podcasts make money', useAI: false, relevanceThreshold: 0 },
    });
    expect(res.statusCode).toBe(200);
    const results = (res.json() as { results: { title: string; relevanceScore: number }[] }).results;
    const score = new Map(results.map((r) => [r.title, r.relevanceScore]));
    expect(results[0]?.title).toBe('Consumers prefer podcast ads to TV ads');
    expect(score.get('#794: How To Make It In The Music Business') ?? 0).toBeLessThan(0.6);
  });
});
