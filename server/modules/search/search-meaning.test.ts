import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../providers/embeddings/embedding-provider';
import { LocalEmbeddingProvider } from '../../providers/embeddings/local.provider';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { embedPendingEpisodes } from './embeddings.job';
import { embeddingProgress } from './embeddings.repo';
import { fusedScore, MEANING_ONLY_FLOOR, NAME_MISSING_CAP } from './search-meaning';

const EPISODES = [
  {
    title: 'Yes In My Backyard',
    // Opens, as many feeds' descriptions do, with a line that says nothing of the episode.
    description:
      'Visit https://example.com/yimby for all the links, and to get our newsletter.\nCities have a shortage of homes. Why zoning rules keep new apartments from being built, and what that does to what tenants pay.',
  },
  {
    title: 'Why Do We Sleep?',
    description: 'A neuroscientist on dreams, memory and the body clock, and what a bad night does to us.',
  },
  {
    title: 'The Zelda Ranking',
    description: 'We rank every game of the series from the original to Breath of the Wild.',
  },
  {
    title: 'Compost Basics',
    description: 'Turning kitchen scraps and leaves into rich soil for the vegetable garden.',
  },
  {
    title: 'The Deficit Explained',
    description: 'What the federal budget pays for, where the money comes from, and the debt.',
  },
];

/** Counts the texts it is asked to embed, to see what a run re-embeds. */
class CountingProvider implements EmbeddingProvider {
  readonly inner = new LocalEmbeddingProvider();
  readonly model = this.inner.model;
  readonly dimensions = this.inner.dimensions;
  texts = 0;
  failAfter = Number.POSITIVE_INFINITY;
  /** When set, calls wait for it: an embedding server that does not answer. */
  stalled: Promise<void> | null = null;
  async embed(texts: string[]) {
    if (this.texts + texts.length > this.failAfter) throw new Error('embedding server went away');
    if (this.stalled) await this.stalled;
    this.texts += texts.length;
    return this.inner.embed(texts);
  }
}

describe('the fused score', () => {
  it('keeps an episode that never names the person asked for at most partly relevant', () => {
    // "who killed Abraham Lincoln": an episode on another killing, close in meaning, no Lincoln.
    const close = { similarity: 0.46, best: 0.47 };
    expect(fusedScore(0.2, close)).toBeGreaterThan(0.6);
    expect(fusedScore(0.2, close, { missesName: true })).toBe(NAME_MISSING_CAP);
  });

  it('keeps a weak match on meaning alone unrelated, even when it is the best the catalog has', () => {
    const weak = MEANING_ONLY_FLOOR - 0.05;
    expect(fusedScore(0, { similarity: weak, best: weak })).toBeLessThan(0.3);
    expect(fusedScore(0, { similarity: 0.6, best: 0.6 })).toBeGreaterThan(
      fusedScore(0, { similarity: weak, best: weak }),
    );
    expect(fusedScore(0.5, { similarity: weak, best: weak })).toBeGreaterThan(0.3);
  });
});

// Every database ranks in memory by default; PGlite also runs the same journey on pgvector.
const setups = [
  ...testDatabases().map((kind) => ({ kind, vectorIndex: 'auto' })),
  { kind: 'pglite' as const, vectorIndex: 'pgvector' },
];

describe.each(setups)('search by meaning on $kind, vector index $vectorIndex', ({ kind, vectorIndex }) => {
  let t: TestApp;
  const embeddings = new CountingProvider();
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: { embeddings }, env: { VECTOR_INDEX: vectorIndex } });
    expect(t.app.context.vectors.kind).toBe(vectorIndex === 'pgvector' ? 'pgvector' : 'memory');
    ({ episodeIds: ids } = await seedShow(t.database, 'Mixed Bag', EPISODES));
  });
  afterAll(() => t.close());

  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: { useAI: false, ...body } });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      results: { id: string; title: string; relevanceScore: number; explanation: string; matchedTopics: string[] }[];
    };
  };

  it('searches by words alone while episodes wait for their embeddings, and says nothing of meaning', async () => {
    const { results } = await search({ searchCriteria: 'housing market', relevanceThreshold: 0 });
    expect(results.map((r) => r.title)).not.toContain('Yes In My Backyard');
    for (const r of results) expect(r.explanation).not.toMatch(/meaning/i);
  });

  it('embeds every episode once, batch by batch, and again only what changed', async () => {
    expect(await embeddingProgress(t.database, embeddings.model)).toEqual({ embedded: 0, total: 5 });
    // A stopping server embeds nothing more; the next run picks everything up.
    expect(await embedPendingEpisodes(t.app.context, { stopping: () => true })).toBe(0);
    expect(await embedPendingEpisodes(t.app.context)).toBe(5);
    expect(await embeddingProgress(t.database, embeddings.model)).toEqual({ embedded: 5, total: 5 });
    const before = embeddings.texts;
    expect(await embedPendingEpisodes(t.app.context)).toBe(0);
    // A re-sync that touches an episode without changing it costs nothing; a changed title does.
    await t.database.db.execute(sql`update episodes set updated_at = now() where id = ${ids[0]}::uuid`);
    await t.database.db.execute(
      sql`update episodes set title = 'Compost Basics, Revised', updated_at = now() where id = ${ids[3]}::uuid`,
    );
    expect(await embedPendingEpisodes(t.app.context)).toBe(1);
    expect(embeddings.texts - before).toBe(1);
  });

  it('finds an episode by meaning when it shares no word with the query, and says so with its evidence', async () => {
    const { results } = await search({ searchCriteria: 'housing market', relevanceThreshold: 0 });
    expect(results[0]?.title).toBe('Yes In My Backyard');
    expect(results[0]?.explanation).toMatch(
      /^Close in meaning to "housing market"; the description says: "Cities have a shortage of homes\./,
    );
    expect(results[0]?.matchedTopics).toEqual([]);
    // Clearly above everything unrelated. A match on meaning alone scores modestly: in the judged
    // development set, few episodes that were closest by meaning alone were relevant.
    const top = results[0]?.relevanceScore ?? 0;
    expect(top).toBeGreaterThanOrEqual(0.3);
    for (const r of results.slice(1)) expect(r.relevanceScore).toBeLessThan(top - 0.1);
    const sleep = await search({ searchCriteria: 'the science of sleep', relevanceThreshold: 0.6 });
    expect(sleep.results.map((r) => r.title)).toEqual(['Why Do We Sleep?']);
  });

  it('finds episodes similar to a reference by its embedding', async () => {
    const { results } = await search({
      searchMode: 'similar',
      referenceEpisode: ids[3],
      relevanceThreshold: 0,
    });
    expect(results.map((r) => r.id)).not.toContain(ids[3]);
    expect(results.length).toBeGreaterThan(0);
  });

  it('keeps what was embedded when the embedding server fails mid-way, and resumes', async () => {
    await seedShow(
      t.database,
      'Second Show',
      Array.from({ length: 70 }, (_, i) => ({
        title: `Bees ${i}`,
        description: `Keeping bees on a city roof, part ${i}.`,
        publishDate: '2024-03-01T10:00:00Z',
      })),
    );
    embeddings.failAfter = embeddings.texts + 64;
    await expect(embedPendingEpisodes(t.app.context)).rejects.toThrow(/went away/);
    expect((await embeddingProgress(t.database, embeddings.model)).embedded).toBe(5 + 64);
    embeddings.failAfter = Number.POSITIVE_INFINITY;
    expect(await embedPendingEpisodes(t.app.context)).toBe(6);
    expect(await embeddingProgress(t.database, embeddings.model)).toEqual({ embedded: 75, total: 75 });
  });

  it('shows the progress and the index in admin status', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/status' })).json();
    expect(status.search).toMatchObject({
      provider: 'local',
      model: 'local:use-lite-512',
      embeddedEpisodes: 75,
      totalEpisodes: 75,
    });
    expect(status.search.index).toMatch(
      vectorIndex === 'pgvector'
        ? /^pgvector in the database/
        : /^In-memory scan of 8-bit vectors, sign bits first past 20,000 episodes, by a WebAssembly SIMD kernel \(pgvector is not used\)$/,
    );
  });

  it("answers by words when a query's embedding fails or does not come, and counts the failure", async () => {
    const errors = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
      return Number(/earshot_provider_errors_total\{provider="embeddings"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await errors();
    embeddings.failAfter = embeddings.texts;
    const failed = await search({ searchCriteria: 'compost for the garden', relevanceThreshold: 0 });
    expect(failed.results.map((r) => r.title)).toContain('Compost Basics, Revised');
    for (const r of failed.results) expect(r.explanation).not.toMatch(/meaning/i);
    expect(await errors()).toBe(before + 1);
    embeddings.failAfter = Number.POSITIVE_INFINITY;

    // A server that does not answer holds the search up for QUERY_MEANING_WAIT_MS, no longer.
    let answer = () => {};
    embeddings.stalled = new Promise((resolve) => {
      answer = resolve;
    });
    const slow = await search({ searchCriteria: 'real estate prices', relevanceThreshold: 0 });
    expect(slow.results.map((r) => r.title)).not.toContain('Yes In My Backyard');
    embeddings.stalled = null;
    answer();
    // Once the embedding has come, the same words find by meaning what they share no word with.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const later = await search({ searchCriteria: 'real estate prices', relevanceThreshold: 0 });
    expect(later.results[0]?.title).toBe('Yes In My Backyard');
    expect(later.results[0]?.explanation).toMatch(/^Close in meaning to "real estate prices"/);
  });
});
