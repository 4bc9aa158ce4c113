import type { AppContext } from '../../context';
import { refreshStatistics } from '../../db/statistics';
import { episodesToEmbed, saveEmbeddings } from './embeddings.repo';
import { meaningHash, meaningText } from './episode-meaning';
import { quantize } from './vector-index';

export const EMBEDDINGS_JOB = 'episode-embeddings';
/** Episodes embedded per step; each step is committed, so a restart loses at most one. */
const BATCH = 64;

type Ctx = Pick<AppContext, 'database' | 'providers'> & Partial<Pick<AppContext, 'vectors'>>;

/**
 * Embeds every episode that needs it (new, changed, or embedded by another model), batch by
 * batch, until none is left. Search is lexical for an episode until its embedding lands.
 */
export async function embedPendingEpisodes(
  ctx: Ctx,
  opts: { maxBatches?: number; stopping?: () => boolean } = {},
): Promise<number> {
  const { embeddings } = ctx.providers;
  let done = 0;
  for (let batch = 0; batch < (opts.maxBatches ?? Number.POSITIVE_INFINITY); batch++) {
    // A server that is stopping ends between batches; what is left is embedded on the next run.
    if (opts.stopping?.()) break;
    const rows = await episodesToEmbed(ctx.database, embeddings.model, BATCH);
    if (!rows.length) break;
    const texts = rows.map(meaningText);
    const hashes = texts.map((t) => meaningHash(embeddings.model, t));
    const changed = rows.flatMap((r, i) => (r.content_hash === hashes[i] ? [] : [i]));
    const vectors = await embeddings.embed(changed.map((i) => texts[i] as string));
    const byRow = new Map(changed.map((i, k) => [i, vectors[k] as Float32Array]));
    await saveEmbeddings(
      ctx.database,
      embeddings.model,
      embeddings.dimensions,
      rows.map((r, i) => {
        const vector = byRow.get(i);
        return { episodeId: r.id, vector: vector ? quantize(vector) : null, contentHash: hashes[i] as string };
      }),
    );
    await ctx.vectors?.follow(ctx.database);
    done += changed.length;
  }
  return done;
}

/**
 * The embedding job: after every feed sync, every ten minutes as a safety net, and at start
 * (backfill). Each run ends by reading again the planner statistics of tables that changed much
 * (a sync's new episodes, their embeddings), so the next searches are planned for the catalog as it is.
 */
export function defineEmbeddingsJob(ctx: AppContext): void {
  ctx.jobs.define<Record<string, never>>(
    EMBEDDINGS_JOB,
    async () => {
      await embedPendingEpisodes(ctx, { stopping: () => ctx.jobs.stopping });
      if (!ctx.jobs.stopping) await refreshStatistics(ctx.database);
    },
    { cron: '*/10 * * * *', retryLimit: 2, runAtStart: true },
  );
}

/** Asks for the embedding job to run soon; one waiting run serves every request. */
export async function requestEmbeddings(ctx: Pick<AppContext, 'jobs'>): Promise<void> {
  await ctx.jobs.send(EMBEDDINGS_JOB, {}, { singletonKey: 'pending' });
}
