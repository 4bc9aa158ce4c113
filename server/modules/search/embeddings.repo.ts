import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type EpisodeToEmbed = {
  id: string;
  title: string;
  description_text: string;
  show_name: string;
  people: string | null;
  transcript_opening: string | null;
  content_hash: string | null;
};

/**
 * Episodes whose embedding is missing, was made by another model, or is older than the episode
 * or its transcript: the next batch of the embedding job, in a stable order.
 */
export async function episodesToEmbed(database: Database, model: string, limit: number): Promise<EpisodeToEmbed[]> {
  return database.rows<EpisodeToEmbed>(sql`
    select e.id, e.title, e.description_text, s.name as show_name,
      (select string_agg(p->>'name', ', ') from jsonb_array_elements(e.persons) p) as people,
      (select left(string_agg(ts.text, ' ' order by ts.position), 1500)
         from transcripts t join transcript_segments ts on ts.transcript_id = t.id
        where t.episode_id = e.id and ts.position < 60) as transcript_opening,
      ee.content_hash
    from episodes e
    join shows s on s.id = e.show_id
    left join episode_embeddings ee on ee.episode_id = e.id
    left join transcripts tr on tr.episode_id = e.id
    where ee.episode_id is null or ee.model <> ${model} or e.updated_at > ee.embedded_at
       or tr.fetched_at > ee.embedded_at
    order by e.id
    limit ${limit}`);
}

/** Stores embeddings (or only marks unchanged ones as current) in one statement. */
export async function saveEmbeddings(
  database: Database,
  model: string,
  dimensions: number,
  rows: { episodeId: string; vector: Buffer | null; contentHash: string }[],
): Promise<void> {
  if (!rows.length) return;
  const fresh = rows.filter((r) => r.vector);
  const unchanged = rows.filter((r) => !r.vector).map((r) => r.episodeId);
  if (fresh.length) {
    await database.db.execute(sql`
      insert into episode_embeddings (episode_id, model, dimensions, vector, content_hash, embedded_at)
      values ${sql.join(
        fresh.map((r) => sql`(${r.episodeId}::uuid, ${model}, ${dimensions}, ${r.vector}, ${r.contentHash}, now())`),
        sql`, `,
      )}
      on conflict (episode_id) do update set model = excluded.model, dimensions = excluded.dimensions,
        vector = excluded.vector, content_hash = excluded.content_hash, embedded_at = now()`);
  }
  if (unchanged.length) {
    await database.db.execute(sql`
      update episode_embeddings set embedded_at = now()
      where episode_id in (${sql.join(
        unchanged.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  }
}

/** How far embedding has come for this model. */
export async function embeddingProgress(
  database: Database,
  model: string,
): Promise<{ embedded: number; total: number }> {
  const [row] = await database.rows<{ embedded: number; total: number }>(sql`
    select (select count(*) from episode_embeddings where model = ${model})::int as embedded,
           (select count(*) from episodes)::int as total`);
  return row ?? { embedded: 0, total: 0 };
}

/** Embeddings of this model written after `since` (all of them without it), for the in-memory index. */
export async function embeddingsSince(
  database: Database,
  model: string,
  since: Date | null,
): Promise<{ episode_id: string; vector: Buffer | Uint8Array; embedded_at: Date | string }[]> {
  return database.rows(sql`
    select episode_id, vector, embedded_at from episode_embeddings
    where model = ${model} ${since ? sql`and embedded_at > ${since.toISOString()}::timestamptz` : sql``}
    order by embedded_at`);
}

/** A cheap fingerprint of the stored embeddings: it changes when rows are added, changed or removed. */
export async function embeddingsFingerprint(database: Database, model: string): Promise<string> {
  const [row] = await database.rows<{ n: number; latest: string | null }>(sql`
    select count(*)::int as n, max(embedded_at)::text as latest from episode_embeddings where model = ${model}`);
  return `${row?.n ?? 0}|${row?.latest ?? ''}`;
}
