import type { PlaylistItem } from '../../../common/api/playlist';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/errors';
import { presentEpisode } from '../episodes/episode.presenter';
import { findEpisode } from '../episodes/episodes.repo';
import { lockListener } from '../library/listener-lock.repo';
import { isPermutationOf } from '../library/permutation';
import {
  appendItem,
  deleteAllItems,
  deleteItem,
  findItem,
  listEpisodeIds,
  listItems,
  type PlaylistRow,
  setPosition,
} from './playlist.repo';

const present = (row: PlaylistRow, position: number): PlaylistItem => ({
  ...presentEpisode(row),
  position,
  addedAt: row.addedAt.toISOString(),
});

export async function getPlaylist(db: Db, listenerId: string): Promise<PlaylistItem[]> {
  return (await listItems(db, listenerId)).map(present);
}

/** Adds an episode at the end of the playlist; adding it again changes nothing. */
export async function addToPlaylist(
  db: Db,
  listenerId: string,
  episodeId: string,
): Promise<{ item: PlaylistItem; created: boolean }> {
  const episode = await findEpisode(db, episodeId);
  if (!episode) throw new NotFoundError('playlist.episode_not_found', 'That episode does not exist.');
  const created = await db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    return appendItem(tx, listenerId, episodeId);
  });
  const found = await findItem(db, listenerId, episodeId);
  if (!found) throw new NotFoundError('playlist.not_found', 'That episode is not in your playlist.');
  return { item: present(found.row, found.position), created };
}

/** Puts the playlist in the given order; the ids must be exactly the playlist's episodes. */
export async function reorderPlaylist(db: Db, listenerId: string, episodeIds: string[]): Promise<PlaylistItem[]> {
  await db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    const current = await listEpisodeIds(tx, listenerId);
    if (!isPermutationOf(episodeIds, current)) {
      throw new ValidationError(
        'playlist.order_mismatch',
        `body.episodeIds: must list each of the ${current.length} playlist episode(s) exactly once`,
      );
    }
    for (const [position, episodeId] of episodeIds.entries()) await setPosition(tx, listenerId, episodeId, position);
  });
  return getPlaylist(db, listenerId);
}

export async function removeFromPlaylist(db: Db, listenerId: string, episodeId: string): Promise<void> {
  if (!(await deleteItem(db, listenerId, episodeId))) {
    throw new NotFoundError('playlist.not_found', 'That episode is not in your playlist.');
  }
}

export async function clearPlaylist(db: Db, listenerId: string): Promise<number> {
  return deleteAllItems(db, listenerId);
}
