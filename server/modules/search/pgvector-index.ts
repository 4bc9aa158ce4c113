import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dequantize, type MeaningIndex, QueryVectors } from './vector-index';

/** How often the index asks the database how many vectors it holds (other processes write them too). */
const CHECK_EVERY_MS = 2000;
/** Stored embeddings copied into the vector table per statement. */
const COPY_BATCH = 64;

/** A vector as pgvector reads it: `[0.1,-0.2,...]`. */
function literal(vector: Float32Array): string {
  return `[${Array.from(vector).join(',')}]`;
}

/**
 * Episode embeddings ranked by pgvector in the database: an HNSW index (cosine distance) over
 * `episode_vectors`, which the embedding job keeps level with `episode_embeddings`. Every web
 * process shares the one index, so none holds the catalog's vectors in its own memory.
 */
export class PgvectorIndex implements MeaningIndex {
  readonly kind = 'pgvector';
  readonly description = 'pgvector in the database: an HNSW index on cosine distance';
  private size = 0;
  private checkedAt = 0;
  private refreshing: Promise<void> | null = null;
  private indexed: Promise<void> | null = null;
  private readonly queries = new QueryVectors();
  /** The stored vectors cast to this model's dimensions: what its HNSW index is built on. */
  private readonly cast: string;
  private readonly column: SQL;

  constructor(
    private readonly database: Database,
    readonly model: string,
    readonly dimensions: number,
  ) {
    this.cast = `embedding::vector(${Math.trunc(dimensions)})`;
    this.column = sql.raw(this.cast);
  }

  get count(): number {
    return this.size;
  }

  invalidate(): void {
    this.checkedAt = 0;
  }

  async refresh(_database?: Database, force = false): Promise<void> {
    if (!force && Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.refreshing ??= (async () => {
      await this.ensureIndex();
      const [row] = await this.database.rows<{ n: number }>(
        sql`select count(*)::int as n from episode_vectors where model = ${this.model}`,
      );
      this.size = row?.n ?? 0;
      this.checkedAt = Date.now();
    })().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  /** This model's HNSW index, made once (under a lock: several processes may start together). */
  private ensureIndex(): Promise<void> {
    this.indexed ??= (async () => {
      const name = `episode_vectors_hnsw_${createHash('sha1').update(`${this.model}:${this.dimensions}`).digest('hex').slice(0, 12)}`;
      const model = this.model.replaceAll("'", "''");
      await this.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
        await tx.execute(
          sql.raw(
            `create index if not exists ${name} on episode_vectors using hnsw ((${this.cast}) vector_cosine_ops) where model = '${model}'`,
          ),
        );
      });
    })().catch((err) => {
      this.indexed = null;
      throw err;
    });
    return this.indexed;
  }

  /**
   * Copies what the job stored (new, changed, or of another model) into the vector table, in
   * episode order: each batch starts after the last one's episode instead of passing over
   * everything already copied again.
   */
  async follow(): Promise<void> {
    await this.ensureIndex();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await this.database.rows<{
        episode_id: string;
        vector: Buffer | Uint8Array;
        embedded_at: string;
      }>(sql`
        select ee.episode_id, ee.vector, ee.embedded_at::text as embedded_at
        from episode_embeddings ee
        left join episode_vectors ev on ev.episode_id = ee.episode_id
        where ee.model = ${this.model} and ee.episode_id > ${after}::uuid
          and (ev.episode_id is null or ev.model <> ee.model or ev.embedded_at < ee.embedded_at)
        order by ee.episode_id
        limit ${COPY_BATCH}`);
      if (!rows.length) break;
      after = (rows.at(-1) as { episode_id: string }).episode_id;
      await this.database.db.execute(sql`
        insert into episode_vectors (episode_id, model, embedding, embedded_at)
        values ${sql.join(
          rows.map(
            (r) =>
              sql`(${r.episode_id}::uuid, ${this.model}, ${literal(dequantize(Buffer.from(r.vector)))}::vector, ${r.embedded_at}::timestamptz)`,
          ),
          sql`, `,
        )}
        on conflict (episode_id) do update set model = excluded.model, embedding = excluded.embedding,
          embedded_at = excluded.embedded_at`);
    }
    this.invalidate();
  }

  queryVector(text: string, embed: () => Promise<Float32Array | null>): Promise<Float32Array | null> {
    return this.queries.get(text, embed);
  }

  async storedVector(episodeId: string): Promise<Float32Array | null> {
    const [row] = await this.database.rows<{ embedding: string }>(sql`
      select embedding::text as embedding from episode_vectors
      where episode_id = ${episodeId}::uuid and model = ${this.model}`);
    if (!row) return null;
    const values = JSON.parse(row.embedding) as number[];
    return values.length === this.dimensions ? Float32Array.from(values) : null;
  }

  async similarities(query: Float32Array, episodeIds: readonly string[]): Promise<Map<string, number>> {
    if (!episodeIds.length || query.length !== this.dimensions) return new Map();
    const rows = await this.database.rows<{ id: string; score: number }>(sql`
      select episode_id::text as id, 1 - (${this.column} <=> ${literal(query)}::vector) as score
      from episode_vectors
      where model = ${this.model} and episode_id in (${sql.join(
        episodeIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    return new Map(rows.map((r) => [r.id, Number(r.score)]));
  }

  /**
   * The nearest by the HNSW index. It returns at most `hnsw.ef_search` (40) rows, so the excluded
   * episodes (already candidates) are dropped from those rather than skipped past.
   */
  async closest(
    query: Float32Array,
    limit: number,
    exclude: ReadonlySet<string>,
  ): Promise<{ id: string; score: number }[]> {
    if (query.length !== this.dimensions || limit <= 0) return [];
    const q = literal(query);
    const rows = await this.database.rows<{ id: string; score: number }>(sql`
      select episode_id::text as id, 1 - (${this.column} <=> ${q}::vector) as score
      from episode_vectors
      where model = ${this.model}
      order by ${this.column} <=> ${q}::vector
      limit ${limit}`);
    return rows.filter((r) => !exclude.has(r.id)).map((r) => ({ id: r.id, score: Number(r.score) }));
  }
}
