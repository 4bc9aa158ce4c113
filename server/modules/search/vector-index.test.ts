import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { normalized } from '../../providers/embeddings/embedding-provider';
import { seedShow } from '../../test/factories';
import { openTestDatabase, testDatabases } from '../../test/test-app';
import { saveEmbeddings } from './embeddings.repo';
import { QueryVectors, quantize, VectorIndex } from './vector-index';

/** A deterministic pseudo-random unit vector (no Math.random: failures must reproduce). */
function vector(seed: number, dims = 64): Float32Array {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return normalized(Array.from({ length: dims }, () => next() * 2 - 1));
}
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * (b[i] as number), 0);

describe.each(testDatabases())('the in-memory vector index on %s', (kind) => {
  let database: Database;
  let ids: string[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ episodeIds: ids } = await seedShow(
      database,
      'Vectors',
      Array.from({ length: 30 }, (_, i) => ({ title: `Episode ${i}` })),
    ));
    await saveEmbeddings(
      database,
      'test-model',
      64,
      ids.map((id, i) => ({ episodeId: id, vector: quantize(vector(i + 1)), contentHash: `h${i}` })),
    );
  });
  afterAll(() => database.close());

  it('ranks like exact cosine similarity, within the 8-bit rounding', async () => {
    const index = new VectorIndex('test-model', 64);
    await index.refresh(database, true);
    expect(index.count).toBe(30);
    const query = vector(7);
    const exact = ids
      .map((id, i) => ({ id, score: dot(query, vector(i + 1)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 5);
    const found = index.nearest(query, 5);
    expect(found[0]?.id).toBe(ids[6]);
    expect(found.map((f) => f.id)).toEqual(exact.map((e) => e.id));
    for (const f of found) {
      expect(Math.abs(f.score - (exact.find((e) => e.id === f.id)?.score ?? 0))).toBeLessThan(0.02);
    }
    expect(index.similarity(query, ids[6] as string)).toBeCloseTo(1, 1);
    expect(index.nearest(query, 3, (id) => id !== ids[6]).map((f) => f.id)).not.toContain(ids[6]);
  });

  it('follows the database: new rows, changed rows and deleted episodes', async () => {
    const index = new VectorIndex('test-model', 64);
    await index.refresh(database, true);
    const query = vector(1000);
    await saveEmbeddings(database, 'test-model', 64, [
      { episodeId: ids[0] as string, vector: quantize(query), contentHash: 'changed' },
    ]);
    await index.refresh(database, true);
    expect(index.nearest(query, 1)[0]?.id).toBe(ids[0]);
    await database.db.execute(`delete from episodes where id = '${ids[1]}'`);
    await index.refresh(database, true);
    expect(index.count).toBe(29);
    expect(index.similarity(query, ids[1] as string)).toBeNull();
    const other = new VectorIndex('another-model', 64);
    await other.refresh(database, true);
    expect(other.count).toBe(0);
  });
});

describe('a large index', () => {
  it.each([
    ['through the sign-bit first pass of the WebAssembly kernel', 512],
    ['through the sign-bit first pass of plain JavaScript (dimensions not a multiple of 16)', 504],
    ['with sign bits that end in a padded word (dimensions not a multiple of 64)', 496],
  ])('finds planted neighbours %s', (_, dims) => {
    const index = new VectorIndex('m', dims);
    expect((index as unknown as { kernel: unknown }).kernel !== null).toBe(dims % 16 === 0);
    const put = (index as unknown as { put(id: string, stored: Buffer): void }).put.bind(index);
    const n = 25_000;
    for (let i = 0; i < n; i++) put(`e${i}`, quantize(vector(i + 1, dims)));
    // Ten episodes close to each query (similarity about 0.9), hidden among the others.
    const queries = [11, 222, 3333].map((seed) => vector(1_000_000 + seed, dims));
    queries.forEach((q, k) => {
      for (let j = 0; j < 10; j++) {
        const noise = vector(2_000_000 + k * 100 + j, dims);
        put(`near-${k}-${j}`, quantize(normalized(q.map((v, d) => v + 0.45 * (noise[d] as number)))));
      }
    });
    expect(index.count).toBe(n + 30);
    queries.forEach((q, k) => {
      const best = index.nearest(q, 10);
      expect(best.map((b) => b.id).sort()).toEqual(Array.from({ length: 10 }, (_, j) => `near-${k}-${j}`).sort());
      expect(best[9]?.score).toBeGreaterThan(0.8);
    });
  });
});

describe('scoring', () => {
  const put = (index: VectorIndex, id: string, v: Float32Array) =>
    (index as unknown as { put(id: string, stored: Buffer): void }).put(id, quantize(v));

  it.each([
    ['the WebAssembly kernel', 48],
    ['plain JavaScript (dimensions not a multiple of 16)', 40],
  ])('with %s, scores every episode as its exact cosine similarity within the 8-bit rounding', async (_, dims) => {
    const index = new VectorIndex('m', dims);
    expect((index as unknown as { kernel: unknown }).kernel !== null).toBe(dims % 16 === 0);
    // More than one growth of the store, so codes written before a growth are read after it.
    const n = 2_500;
    for (let i = 0; i < n; i++) put(index, `e${i}`, vector(i + 1, dims));
    const query = vector(424_242, dims);
    let worst = 0;
    for (let i = 0; i < n; i += 7) {
      const exact = dot(query, vector(i + 1, dims));
      worst = Math.max(worst, Math.abs((index.similarity(query, `e${i}`) as number) - exact));
    }
    expect(worst).toBeLessThan(0.02);
    const exactTop = Array.from({ length: n }, (_, i) => ({ id: `e${i}`, score: dot(query, vector(i + 1, dims)) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map((e) => e.id);
    expect(index.nearest(query, 3).map((f) => f.id)).toEqual(exactTop);
    // A nearest-neighbour score and the similarity of the same episode are the same number.
    const [first] = index.nearest(query, 1);
    expect(index.similarity(query, first?.id as string)).toBe(first?.score);
    // Many candidates scored at once get the numbers they get one by one; unknown ids are left out.
    const ids = Array.from({ length: 60 }, (_, i) => `e${i * 41}`);
    const together = await index.similarities(query, [...ids, 'unknown']);
    expect([...together.keys()]).toEqual(ids);
    for (const id of ids) expect(together.get(id)).toBe(index.similarity(query, id));
  });
});

describe('query embeddings', () => {
  it('embeds a query once, even when it is asked again before the first embedding is done', async () => {
    const queries = new QueryVectors();
    let calls = 0;
    const embed = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return new Float32Array([1, 0]);
    };
    const [a, b] = await Promise.all([queries.get('sleep science', embed), queries.get('sleep science', embed)]);
    expect(calls).toBe(1);
    expect(a).toBe(b);
    await queries.get('sleep science', embed);
    expect(calls).toBe(1);
    await queries.get('housing market', embed);
    expect(calls).toBe(2);
  });

  it('does not remember a failed embedding: the next search tries again', async () => {
    const queries = new QueryVectors();
    await expect(queries.get('tides', () => Promise.reject(new Error('provider down')))).rejects.toThrow(
      'provider down',
    );
    await expect(queries.get('tides', async () => new Float32Array([0, 1]))).resolves.toEqual(new Float32Array([0, 1]));
  });
});
