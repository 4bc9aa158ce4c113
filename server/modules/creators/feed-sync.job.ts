import type { AppContext } from '../../context';
import { requestEmbeddings } from '../search/embeddings.job';
import {
  FEED_SYNC_JOB,
  type FeedSyncJob,
  refreshFollowedFeeds,
  resumeInterruptedSyncs,
  syncCreatorById,
} from './creators.service';

/** The scheduled re-sync of every feed followed with autoSync (FEED_REFRESH_CRON). */
export const FEED_REFRESH_JOB = 'feed-refresh';
/** At start: syncs that a stopped server left unfinished are run again. */
export const FEED_RESUME_JOB = 'feed-resume';

/**
 * Feed jobs (each asks for new episodes to be embedded afterwards): one creator's sync right after it is added, and the scheduled refresh. Failures are
 * recorded on the creators, not retried by the queue: the next refresh is the retry.
 */
export function defineFeedSyncJobs(ctx: AppContext): void {
  ctx.jobs.define<FeedSyncJob>(
    FEED_SYNC_JOB,
    async (data) => {
      await syncCreatorById(ctx, data.creatorId);
      await requestEmbeddings(ctx);
    },
    { retryLimit: 0 },
  );
  ctx.jobs.define<Record<string, never>>(
    FEED_REFRESH_JOB,
    async () => {
      await refreshFollowedFeeds(ctx);
      await requestEmbeddings(ctx);
    },
    { cron: ctx.env.FEED_REFRESH_CRON, retryLimit: 0 },
  );
  ctx.jobs.define<Record<string, never>>(
    FEED_RESUME_JOB,
    async () => {
      await resumeInterruptedSyncs(ctx);
    },
    { runAtStart: true, retryLimit: 0 },
  );
}
