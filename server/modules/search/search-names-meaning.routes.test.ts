import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalEmbeddingProvider } from '../../providers/embeddings/local.provider';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { embedPendingEpisodes } from './embeddings.job';

// Real titles and descriptions of the fixture feeds (80,000 Hours, Sentimental Garbage).
const EPISODES = [
  {
    title: '#14 - Sharon Nunez & Jose Valle on going undercover to expose animal abuse',
    description:
      'What if you knew that ducks were being killed with pitchforks? Rabbits dumped alive into containers? Would you be willing to go undercover to expose the crime?',
  },
  {
    title: 'Sweet Valley High with Jessica Pan',
    description: 'The twins of Sweet Valley, the books we read as teenagers, and what they taught us about friendship.',
  },
  {
    title: 'Costume Dramas with Dr Emma Southon',
    description: 'The historian on corsets, carriages and why we love a period drama.',
  },
];

describe.each(testDatabases())('a search of names, with meaning, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: { embeddings: new LocalEmbeddingProvider() } });
    await seedShow(t.database, 'Mixed Bag', EPISODES);
    expect(await embedPendingEpisodes(t.app.context)).toBe(3);
  });
  afterAll(() => t.close());

  const search = async (searchCriteria: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria, useAI: false, relevanceThreshold: 0 },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: { title: string; relevanceScore: number }[] }).results;
  };

  it('keeps an episode with the name in its title highly relevant, whatever its meaning', async () => {
    // An embedding has no meaning for "Jose Valle"; the title says it.
    const [first] = await search('Jose Valle');
    expect(first?.title).toMatch(/Jose Valle/);
    expect(first?.relevanceScore).toBeGreaterThanOrEqual(0.8);
    // A close spelling ("Valley") does not come before the name as written.
    const valle = await search('Valle');
    expect(valle[0]?.title).toMatch(/Jose Valle/);
    expect(valle[0]?.relevanceScore).toBeGreaterThan(valle[1]?.relevanceScore ?? 0);
  });
});
