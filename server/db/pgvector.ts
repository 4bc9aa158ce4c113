import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Env } from '../config/env';

export type VectorIndexSetting = Env['VECTOR_INDEX'];

/**
 * The table pgvector ranks episodes in: a copy of `episode_embeddings` as vectors, kept by the
 * embedding job. It lives outside the migrations because a database without the extension (such
 * as Debian's PostgreSQL 15) cannot create it. The column has no fixed dimensions so that any
 * embedding model fits; each model gets its own HNSW index over a cast to its dimensions.
 */
const VECTOR_TABLE = `
  create extension if not exists vector;
  create table if not exists episode_vectors (
    episode_id uuid primary key references episodes(id) on delete cascade,
    model text not null,
    embedding vector not null,
    embedded_at timestamptz not null
  );`;

/** On the embedded database pgvector runs only when asked for: see the README's measurements. */
export async function preparePgliteVectors(client: PGlite, setting: VectorIndexSetting): Promise<boolean> {
  if (setting !== 'pgvector') return false;
  await client.exec(VECTOR_TABLE);
  return true;
}

/**
 * On a PostgreSQL server pgvector runs when the server has it (`auto`) or must (`pgvector`).
 * Called under the migration lock, so that processes starting together do not race.
 */
export async function preparePostgresVectors(client: pg.PoolClient, setting: VectorIndexSetting): Promise<boolean> {
  if (setting === 'memory') return false;
  const { rows } = await client.query<{ available: boolean }>(
    "select exists (select 1 from pg_available_extensions where name = 'vector') as available",
  );
  if (!rows[0]?.available) {
    if (setting === 'pgvector') {
      throw new Error('VECTOR_INDEX=pgvector, but this PostgreSQL server has no pgvector extension to install');
    }
    return false;
  }
  try {
    await client.query(VECTOR_TABLE);
    return true;
  } catch (err) {
    if (setting === 'pgvector') throw err;
    // Installing an extension can need rights the app's role lacks: ranking stays in memory.
    console.error(
      `pgvector is available but could not be set up (${(err as Error).message}); using the in-memory index`,
    );
    return false;
  }
}
