import type { AutoQueueSettings, AutoQueueSettingsBody, QueueItem, Suggestion } from '../../../common/api/auto-queue';
import type { Episode } from '../../../common/api/episodes';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/errors';
import { type EpisodeWithShow, presentEpisode } from '../episodes/episode.presenter';
import { findEpisode } from '../episodes/episodes.repo';
import { findEpisodesInOrder } from '../library/library-episode.repo';
import { lockListener } from '../library/listener-lock.repo';
import { isPermutationOf } from '../library/permutation';
import type { SearchContext } from '../search/search.service';
import {
  deleteWaiting,
  enqueue,
  findSettings,
  listWaiting,
  markUsed,
  setQueuePosition,
  upsertSettings,
} from './queue.repo';
import { rankNextEpisodes } from './suggestion.service';

const DEFAULT_SETTINGS: AutoQueueSettings = { autoPlayEnabled: false, queueSize: 3, autoAdvanceDelay: 5 };

async function requireEpisode(database: Database, episodeId: string): Promise<EpisodeWithShow> {
  const row = await findEpisode(database.db, episodeId);
  if (!row) throw new NotFoundError('auto_queue.episode_not_found', 'That episode does not exist.');
  return row;
}

/** The queueIndex-th best episode to play after `episodeId` for this listener. */
export async function suggestNext(
  ctx: SearchContext,
  listenerId: string,
  episodeId: string,
  queueIndex: number,
): Promise<Suggestion> {
  const database = ctx.database;
  const current = await requireEpisode(database, episodeId);
  const pick = (await rankNextEpisodes(ctx, listenerId, current))[queueIndex];
  if (!pick) throw new NotFoundError('auto_queue.no_suggestion', 'No suitable episodes found');
  const [row] = await findEpisodesInOrder(database.db, [pick.episodeId]);
  if (!row) throw new NotFoundError('auto_queue.no_suggestion', 'No suitable episodes found');
  const episode = presentEpisode(row);
  return {
    nextEpisode: {
      id: episode.id,
      title: episode.title,
      podcastShow: episode.podcastShow,
      url: episode.listenUrl,
      hasTranscript: episode.hasTranscript,
    },
    relevanceScore: pick.relevanceScore,
    reason: pick.reason,
  };
}

/**
 * Queues an episode (or video) and, after it, its best follow-ups up to the listener's queue size.
 * Episodes already waiting in the queue are not added twice.
 */
export async function queueWithFollowUps(
  ctx: SearchContext,
  listenerId: string,
  episodeId: string,
): Promise<{ queued: Episode[]; message: string }> {
  const database = ctx.database;
  const current = await requireEpisode(database, episodeId);
  const { queueSize } = await getSettings(database, listenerId);
  const waiting = new Set((await listWaiting(database.db, listenerId)).map((r) => r.episode.id));
  const followUps = (await rankNextEpisodes(ctx, listenerId, current))
    .map((s) => s.episodeId)
    .filter((id) => !waiting.has(id))
    .slice(0, queueSize);
  const added = await database.db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    const ids: string[] = [];
    for (const id of [episodeId, ...followUps]) if (await enqueue(tx, listenerId, id)) ids.push(id);
    return ids;
  });
  const queued = (await findEpisodesInOrder(database.db, added)).map(presentEpisode);
  const title = current.episode.title;
  const followCount = added.filter((id) => id !== episodeId).length;
  const head = added.includes(episodeId) ? `Added "${title}"` : `"${title}" is already in your queue`;
  const tail = followCount ? `${added.includes(episodeId) ? ' and' : '; added'} ${followCount} episode(s) like it` : '';
  return { queued, message: `${head}${tail}` };
}

export async function markEpisodeUsed(database: Database, listenerId: string, episodeId: string): Promise<void> {
  await requireEpisode(database, episodeId);
  await markUsed(database.db, listenerId, episodeId);
}

export async function getQueue(database: Database, listenerId: string): Promise<QueueItem[]> {
  return (await listWaiting(database.db, listenerId)).map((row, position) => ({
    ...presentEpisode(row),
    position,
    queuedAt: row.queuedAt.toISOString(),
  }));
}

/** Puts the waiting queue in the order given, which must list each waiting episode once; else nothing changes. */
export async function reorderQueue(database: Database, listenerId: string, episodeIds: string[]): Promise<QueueItem[]> {
  await database.db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    const current = (await listWaiting(tx, listenerId)).map((r) => r.episode.id);
    if (!isPermutationOf(episodeIds, current)) {
      throw new ValidationError(
        'auto_queue.order_mismatch',
        `body.episodeIds: must list each of the ${current.length} waiting episode(s) exactly once`,
      );
    }
    for (const [position, episodeId] of episodeIds.entries())
      await setQueuePosition(tx, listenerId, episodeId, position);
  });
  return getQueue(database, listenerId);
}

export async function clearQueue(database: Database, listenerId: string): Promise<number> {
  return deleteWaiting(database.db, listenerId);
}

export async function removeFromQueue(database: Database, listenerId: string, episodeId: string): Promise<void> {
  if ((await deleteWaiting(database.db, listenerId, episodeId)) === 0) {
    throw new NotFoundError('auto_queue.not_queued', 'That episode is not in your queue.');
  }
}

export async function getSettings(database: Database, listenerId: string): Promise<AutoQueueSettings> {
  const row = await findSettings(database.db, listenerId);
  return row ? pickSettings(row) : DEFAULT_SETTINGS;
}

/** Saves the settings given; the others keep their value. */
export async function updateSettings(
  database: Database,
  listenerId: string,
  changes: AutoQueueSettingsBody,
): Promise<AutoQueueSettings> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return pickSettings(await upsertSettings(database.db, listenerId, defined));
}

const pickSettings = (row: AutoQueueSettings): AutoQueueSettings => ({
  autoPlayEnabled: row.autoPlayEnabled,
  queueSize: row.queueSize,
  autoAdvanceDelay: row.autoAdvanceDelay,
});
