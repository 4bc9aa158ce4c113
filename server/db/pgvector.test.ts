import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env';
import { serviceContext } from '../context';
import { embedPendingEpisodes } from '../modules/search/embeddings.job';
import { saveEmbeddings } from '../modules/search/embeddings.repo';
import { PgvectorIndex } from '../modules/search/pgvector-index';
import { quantize } from '../modules/search/vector-index';
import { normalized } from '../providers/embeddings/embedding-provider';
import { LocalEmbeddingProvider } from '../providers/embeddings/local.provider';
import { seedShow } from '../test/factories';
import { createScratchDatabase } from '../test/scratch-database';
import { type Database, openPostgres, pgliteExtensions } from './client';

describe('pgvector on a PostgreSQL server that has it', () => {
  // PGlite with pgvector behind the PostgreSQL wire protocol: the app connects with `pg`, as to
  // a managed server, and finds the extension among the available ones.
  let server: PGLiteSocketServer;
  let backing: PGlite;
  let url: string;

  beforeAll(async () => {
    backing = await PGlite.create({ extensions: pgliteExtensions });
    server = new PGLiteSocketServer({ db: backing, host: '127.0.0.1', port: 0, maxConnections: 10 });
    await server.start();
    url = `postgres://postgres@${server.getServerConn()}/postgres`;
  });
  afterAll(async () => {
    await server.stop();
    await backing.close();
  });

  it('installs it and ranks episodes there, on the default setting', async () => {
    const database = await openPostgres(url, 2);
    try {
      expect(database.pgvector).toBe(true);
      const embeddings = new LocalEmbeddingProvider();
      const ctx = serviceContext(parseEnv({}), database, { embeddings });
      expect(ctx.vectors.kind).toBe('pgvector');
      const { episodeIds } = await seedShow(database, 'Garden Hour', [
        { title: 'Compost Basics', description: 'Turning kitchen scraps and leaves into rich soil.' },
        { title: 'Tomatoes in Pots', description: 'Growing tomatoes on a balcony, from seed to harvest.' },
        { title: 'The Deficit Explained', description: 'What the federal budget pays for, and the debt.' },
      ]);
      expect(await embedPendingEpisodes(ctx)).toBe(3);
      await ctx.vectors.refresh(database, true);
      expect(ctx.vectors.count).toBe(3);
      const [query] = await embeddings.embed(['vegetable gardening']);
      const near = await ctx.vectors.closest(query as Float32Array, 2, new Set());
      expect(near.map((n) => n.id)).toEqual(expect.arrayContaining([episodeIds[0], episodeIds[1]]));
      expect(near.map((n) => n.id)).not.toContain(episodeIds[2]);
      const stored = await ctx.vectors.storedVector(episodeIds[0] as string);
      expect(stored).toHaveLength(512);
      const similarities = await ctx.vectors.similarities(stored as Float32Array, episodeIds);
      expect(similarities.get(episodeIds[0] as string)).toBeCloseTo(1, 2);
      expect(similarities.get(episodeIds[2] as string)).toBeLessThan(0.5);
    } finally {
      await database.close();
    }
  });

  it('copies many stored embeddings into its table, batch after batch, and changed ones again', async () => {
    const database = await openPostgres(url, 2);
    try {
      const index = new PgvectorIndex(database, 'follow-test', 8);
      const { episodeIds } = await seedShow(
        database,
        'Many Episodes',
        Array.from({ length: 150 }, (_, i) => ({
          title: `Episode ${i}`,
          publishDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        })),
      );
      const unit = (i: number) => normalized(Array.from({ length: 8 }, (_, k) => (k === i % 8 ? 1 : 0.1)));
      const save = (ids: string[], shift: number) =>
        saveEmbeddings(
          database,
          'follow-test',
          8,
          ids.map((id, i) => ({ episodeId: id, vector: quantize(unit(i + shift)), contentHash: `h${i}-${shift}` })),
        );
      await save(episodeIds, 0);
      await index.follow();
      await index.refresh(database, true);
      expect(index.count).toBe(150);
      expect((await index.storedVector(episodeIds[1] as string))?.[1]).toBeGreaterThan(0.9);

      // Three re-embedded episodes come across again, with their new vectors.
      const changed = episodeIds.slice(0, 3);
      await new Promise((r) => setTimeout(r, 5));
      await save(changed, 4);
      await index.follow();
      await index.refresh(database, true);
      expect(index.count).toBe(150);
      const moved = await index.storedVector(episodeIds[1] as string);
      expect(moved?.[5]).toBeGreaterThan(0.9);
      expect(moved?.[1]).toBeLessThan(0.5);
    } finally {
      await database.close();
    }
  });

  it('stays in memory when told to', async () => {
    const database = await openPostgres(url, 2, { vectorIndex: 'memory' });
    try {
      expect(database.pgvector).toBe(false);
      expect(serviceContext(parseEnv({}), database).vectors.kind).toBe('memory');
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server without pgvector', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
  });
  afterAll(() => scratch.drop());

  it('ranks in memory on the default setting, and refuses to start when pgvector is required', async () => {
    let database: Database = await openPostgres(scratch.url, 2);
    const available = (
      await database.executor.executeSql("select 1 from pg_available_extensions where name = 'vector'")
    ).rows.length;
    try {
      // Debian's PostgreSQL 15 has no pgvector package; a server that has it is covered above.
      if (available) return;
      expect(database.pgvector).toBe(false);
    } finally {
      await database.close();
    }
    await expect(openPostgres(scratch.url, 2, { vectorIndex: 'pgvector' })).rejects.toThrow(
      'VECTOR_INDEX=pgvector, but this PostgreSQL server has no pgvector extension to install',
    );
    database = await openPostgres(scratch.url, 2);
    await database.close();
  });
});
