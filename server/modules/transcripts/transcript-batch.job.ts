import type { AppContext } from '../../context';
import type { TranscriptBatchKind } from '../../db/schema/transcript-batches';
import { appendBatchResult, findBatch, listRunningBatches, updateBatch } from './transcript-batches.repo';
import {
  type CandidateEpisode,
  listFeedCandidates,
  listGenerateCandidates,
  listPodcastIndexCandidates,
} from './transcript-candidates.repo';
import {
  type Stored,
  storeFeedTranscript,
  storeGeneratedTranscript,
  storePodcastIndexTranscript,
} from './transcript-sources.service';

export const TRANSCRIPT_BATCH_JOB = 'transcripts.batch';
/** At start: batches a stopped server left running go on from the episodes they had not done. */
export const TRANSCRIPT_BATCH_RESUME_JOB = 'transcripts.batch-resume';

/** Batches this process is running now. */
const runningHere = new Set<string>();

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers'>;

const pickers: Record<
  TranscriptBatchKind,
  (ctx: Ctx, limit: number, exclude: string[]) => Promise<CandidateEpisode[]>
> = {
  feed: (ctx, limit, exclude) => listFeedCandidates(ctx.database, limit, exclude),
  podcastindex: (ctx, limit, exclude) => listPodcastIndexCandidates(ctx.database, limit, exclude),
  generate: (ctx, limit, exclude) => listGenerateCandidates(ctx.database, limit, exclude),
};

const storers: Record<TranscriptBatchKind, (ctx: Ctx, episode: CandidateEpisode) => Promise<Stored>> = {
  feed: storeFeedTranscript,
  podcastindex: storePodcastIndexTranscript,
  generate: storeGeneratedTranscript,
};

/**
 * Runs one batch: picks the episodes, then fetches (or generates) and stores one transcript at a
 * time, recording each outcome so progress is visible while it runs. A restarted job resumes with
 * the episodes it has not done yet; one episode's failure never stops the batch.
 */
export async function runTranscriptBatch(ctx: Ctx, batchId: string): Promise<void> {
  const batch = await findBatch(ctx.database, batchId);
  if (!batch || batch.state === 'completed' || batch.state === 'failed' || runningHere.has(batchId)) return;
  runningHere.add(batchId);
  try {
    await updateBatch(ctx.database, batchId, { state: 'running' });
    const done = batch.results.map((r) => r.episodeId);
    const remaining = Math.max(0, batch.maxEpisodes - batch.processed);
    const episodes = remaining > 0 ? await pickers[batch.kind](ctx, remaining, done) : [];
    await updateBatch(ctx.database, batchId, { total: batch.processed + episodes.length });
    for (const episode of episodes) {
      try {
        const stored = await storers[batch.kind](ctx, episode);
        await appendBatchResult(ctx.database, batchId, {
          episodeId: episode.id,
          title: episode.title,
          success: true,
          error: null,
          ...stored,
        });
      } catch (err) {
        await appendBatchResult(ctx.database, batchId, {
          episodeId: episode.id,
          title: episode.title,
          success: false,
          transcriptLength: 0,
          error: (err as Error).message,
          sourceUrl: null,
        });
      }
    }
    await updateBatch(ctx.database, batchId, { state: 'completed' });
  } catch (err) {
    await updateBatch(ctx.database, batchId, { state: 'failed', error: (err as Error).message });
  } finally {
    runningHere.delete(batchId);
  }
}

/** Sends the batches left running by a stopped server to be run again (not those running here). */
export async function resumeInterruptedBatches(ctx: AppContext): Promise<number> {
  const ids = (await listRunningBatches(ctx.database)).filter((id) => !runningHere.has(id));
  for (const batchId of ids) await ctx.jobs.send(TRANSCRIPT_BATCH_JOB, { batchId });
  return ids.length;
}

export function defineTranscriptBatchJob(ctx: AppContext): void {
  ctx.jobs.define<{ batchId: string }>(TRANSCRIPT_BATCH_JOB, (data) => runTranscriptBatch(ctx, data.batchId), {
    retryLimit: 2,
  });
  ctx.jobs.define<Record<string, never>>(
    TRANSCRIPT_BATCH_RESUME_JOB,
    () => resumeInterruptedBatches(ctx).then(() => {}),
    {
      runAtStart: true,
      retryLimit: 0,
    },
  );
}
