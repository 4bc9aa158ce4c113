import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { EmbeddingProvider } from '../../providers/embeddings/embedding-provider';
import { LocalEmbeddingProvider } from '../../providers/embeddings/local.provider';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { embedPendingEpisodes } from './embeddings.job';
import { seedSearchCatalog } from './test/search-catalog';
import { warmUpSearch } from './warm-up';

/** The sentence model, with a count of the texts it embeds and a switch that makes it fail. */
class WatchedProvider implements EmbeddingProvider {
  readonly inner = new LocalEmbeddingProvider();
  readonly model = this.inner.model;
  readonly dimensions = this.inner.dimensions;
  texts = 0;
  broken = false;
  async embed(texts: string[]) {
    if (this.broken) throw new Error('the model did not load');
    this.texts += texts.length;
    return this.inner.embed(texts);
  }
}

/** Rows in every table of the app's schema. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = row.n;
  }
  return counts;
}

describe.each(testDatabases())('a web process warming up before it listens, on %s', (kind) => {
  let t: TestApp;
  const embeddings = new WatchedProvider();

  beforeAll(async () => {
    t = await createTestApp(kind, { providers: { embeddings } });
    await seedSearchCatalog(t.database);
    await embedPendingEpisodes(t.app.context);
  });
  afterAll(() => t?.close());

  it('runs searches that load the sentence model and writes nothing', async () => {
    const before = await rowCounts(t.database);
    expect(Object.keys(before)).toContain('search_history');
    const embedded = embeddings.texts;
    await warmUpSearch(t.app.context);
    // The queries were embedded: the model is loaded and has run.
    expect(embeddings.texts).toBeGreaterThan(embedded);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('still lets the process serve when a search fails', async () => {
    embeddings.broken = true;
    try {
      await expect(warmUpSearch(t.app.context)).resolves.toBeUndefined();
    } finally {
      embeddings.broken = false;
    }
  });
});
