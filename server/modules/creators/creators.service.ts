import type { CreatorCreateBody, CreatorSyncResponse } from '../../../common/api/creators';
import type { AppContext } from '../../context';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { isPlainlyRefused } from '../../providers/feeds/safe-fetch';
import { type CatalogContext, type SyncResult, syncShowFromFeed } from '../catalog/catalog-sync.service';
import { creatorFeedUrl, resolveCreatorSource } from './creator-source';
import {
  type CreatorRow,
  type CreatorWithCounts,
  deleteCreator,
  findCreator,
  findCreatorById,
  findDuplicate,
  insertCreator,
  listAutoSyncCreators,
  listInterruptedSyncs,
  listShowEpisodes,
  setSyncState,
} from './creators.repo';

/** The job that syncs one creator's feed; enqueued when a creator is added. */
export const FEED_SYNC_JOB = 'feed-sync';
export type FeedSyncJob = { creatorId: string };

/** A feed that turns out to be a YouTube channel's makes its creator a video channel. */
function syncedState(result: SyncResult) {
  return {
    syncStatus: 'synced' as const,
    syncError: null,
    showId: result.showId,
    lastSynced: new Date(),
    ...(result.kind === 'youtube' ? { type: 'youtube' as const } : {}),
  };
}

/** The 'View Episodes' dropdown shows this many of a creator's newest episodes. */
export const CREATOR_EPISODES_LIMIT = 100;

const UNIQUE_VIOLATION = '23505';

function alreadyAdded(name: string): ConflictError {
  return new ConflictError('creators.already_added', `Already added: ${name} is already in your creators.`);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Follows a creator for this listener and enqueues its first sync. The name must be new to this
 * listener (case-insensitive), and so must the URL; a YouTube channel URL is resolved to its feed.
 */
export async function createCreator(
  ctx: AppContext,
  listenerId: string,
  input: CreatorCreateBody,
): Promise<CreatorRow> {
  const db = ctx.database.db;
  const name = input.name.trim();
  const url = input.url.trim();
  if (await findDuplicate(db, listenerId, name, url)) throw alreadyAdded(name);
  if (
    isPlainlyRefused(url, {
      allowPrivateHosts: ctx.env.FETCH_ALLOW_PRIVATE_HOSTS,
      allowedHosts: ctx.env.FETCH_ALLOWED_HOSTS,
    })
  ) {
    throw new ValidationError(
      'creators.url_refused',
      'This address points to a private network address, which is not allowed. Use the public address of the feed.',
    );
  }
  const source = await resolveCreatorSource(ctx, {
    type: input.type ?? 'podcast',
    url,
    channelId: input.channelId ?? null,
  });
  let creator: CreatorRow;
  try {
    creator = await insertCreator(db, {
      listenerId,
      name,
      type: source.type,
      url,
      channelId: source.channelId,
      autoSync: input.autoSync ?? true,
      description: input.description?.trim() || null,
    });
  } catch (err) {
    // Two adds of one name at once: the unique index decides, the loser hears 'Already added'.
    if (isUniqueViolation(err)) throw alreadyAdded(name);
    throw err;
  }
  await enqueueCreatorSync(ctx, creator.id);
  return creator;
}

export async function enqueueCreatorSync(ctx: AppContext, creatorId: string): Promise<void> {
  await ctx.jobs.send<FeedSyncJob>(FEED_SYNC_JOB, { creatorId });
}

/** What a failed sync tells the listener: our own errors' words, never a database's or a file's. */
function listenerMessage(err: unknown): string {
  return err instanceof AppError ? err.message : 'The sync failed on our side. It will be tried again.';
}

/** Creators whose sync this process is running now. */
const syncsRunningHere = new Set<string>();

/**
 * Syncs again every creator left "syncing" by a server that stopped mid-way (a sync is one
 * transaction, so nothing of it was kept). Runs when the job queue starts.
 */
export async function resumeInterruptedSyncs(ctx: AppContext): Promise<number> {
  // A sync this process began since it started is running, not interrupted.
  const ids = (await listInterruptedSyncs(ctx.database.db)).filter((id) => !syncsRunningHere.has(id));
  for (const id of ids) await enqueueCreatorSync(ctx, id);
  return ids.length;
}

export async function getCreator(ctx: AppContext, listenerId: string, id: string): Promise<CreatorWithCounts> {
  const creator = await findCreator(ctx.database.db, listenerId, id);
  if (!creator) throw new NotFoundError('creators.not_found', 'Creator not found.');
  return creator;
}

/** Stops following a creator; the shows and episodes it brought stay in the shared catalog. */
export async function removeCreator(ctx: AppContext, listenerId: string, id: string): Promise<void> {
  if (!(await deleteCreator(ctx.database.db, listenerId, id))) {
    throw new NotFoundError('creators.not_found', 'Creator not found.');
  }
}

/**
 * Syncs one creator's feed now, recording syncing -> synced / failed on the creator so the list
 * shows progress. Rethrows the failure for callers that answer a request.
 */
export async function syncCreator(ctx: AppContext, creator: CreatorRow): Promise<CreatorSyncResponse> {
  const db = ctx.database.db;
  syncsRunningHere.add(creator.id);
  await setSyncState(db, [creator.id], { syncStatus: 'syncing', syncError: null });
  try {
    const result = await syncShowFromFeed(ctx, {
      feedUrl: creatorFeedUrl(creator),
      creatorId: creator.id,
      kind: creator.type,
    });
    await setSyncState(db, [creator.id], syncedState(result));
    return {
      newEpisodes: result.newEpisodes,
      updatedEpisodes: result.updatedEpisodes,
      totalEpisodes: result.totalEpisodes,
    };
  } catch (err) {
    await setSyncState(db, [creator.id], {
      syncStatus: 'failed',
      syncError: listenerMessage(err),
    });
    throw err;
  } finally {
    syncsRunningHere.delete(creator.id);
  }
}

/** The feed-sync job: a creator deleted before its job ran needs nothing. */
export async function syncCreatorById(ctx: AppContext, creatorId: string): Promise<void> {
  const creator = await findCreatorById(ctx.database.db, creatorId);
  if (!creator) return;
  try {
    await syncCreator(ctx, creator);
  } catch {
    // Recorded on the creator as 'failed'; the scheduled refresh tries again later.
  }
}

/**
 * The scheduled refresh: every feed followed with autoSync is fetched once, however many
 * listeners follow it, and each of those creators records the outcome.
 */
export async function refreshFollowedFeeds(ctx: CatalogContext): Promise<{ feeds: number; failed: number }> {
  const db = ctx.database.db;
  const groups = new Map<string, CreatorRow[]>();
  for (const creator of await listAutoSyncCreators(db)) {
    const feedUrl = creatorFeedUrl(creator);
    groups.set(feedUrl, [...(groups.get(feedUrl) ?? []), creator]);
  }
  let failed = 0;
  for (const [feedUrl, [first, ...rest]] of groups) {
    const group = [first, ...rest];
    const ids = group.map((c) => c.id);
    await setSyncState(db, ids, { syncStatus: 'syncing', syncError: null });
    try {
      const result = await syncShowFromFeed(ctx, { feedUrl, kind: first.type });
      await setSyncState(db, ids, syncedState(result));
    } catch (err) {
      failed++;
      await setSyncState(db, ids, {
        syncStatus: 'failed',
        syncError: listenerMessage(err),
      });
    }
  }
  return { feeds: groups.size, failed };
}

export async function creatorEpisodes(ctx: AppContext, listenerId: string, id: string) {
  const creator = await getCreator(ctx, listenerId, id);
  if (!creator.showId) return [];
  return listShowEpisodes(ctx.database.db, creator.showId, CREATOR_EPISODES_LIMIT);
}
