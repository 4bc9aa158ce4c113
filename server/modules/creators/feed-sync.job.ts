import type { AppContext } from '../../context';
import { FEED_SYNC_JOB, type FeedSyncJob, refreshFollowedFeeds, syncCreatorById } from './creators.service';

/** The scheduled re-sync of every feed followed with autoSync (FEED_REFRESH_CRON). */
export const FEED_REFRESH_JOB = 'feed-refresh';

/**
 * Feed jobs: one creator's sync right after it is added, and the scheduled refresh. Failures are
 * recorded on the creators, not retried by the queue: the next refresh is the retry.
 */
export function defineFeedSyncJobs(ctx: AppContext): void {
  ctx.jobs.define<FeedSyncJob>(FEED_SYNC_JOB, (data) => syncCreatorById(ctx, data.creatorId), { retryLimit: 0 });
  ctx.jobs.define<Record<string, never>>(
    FEED_REFRESH_JOB,
    async () => {
      await refreshFollowedFeeds(ctx);
    },
    { cron: ctx.env.FEED_REFRESH_CRON, retryLimit: 0 },
  );
}
