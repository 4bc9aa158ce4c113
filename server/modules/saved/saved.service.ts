import type { SavedEpisode } from '../../../common/api/saved';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { presentEpisode } from '../episodes/episode.presenter';
import { findEpisode } from '../episodes/episodes.repo';
import { deleteAllSaved, deleteSaved, findSaved, insertSaved, listSaved, type SavedRow } from './saved.repo';

const present = (row: SavedRow): SavedEpisode => ({ ...presentEpisode(row), savedAt: row.savedAt.toISOString() });

/** Saves an episode for later. Saving twice is one save; `created` tells which happened. */
export async function saveEpisode(
  db: Db,
  listenerId: string,
  episodeId: string,
): Promise<{ item: SavedEpisode; created: boolean }> {
  const episode = await findEpisode(db, episodeId);
  if (!episode) throw new NotFoundError('saved.episode_not_found', 'That episode does not exist.');
  const created = await insertSaved(db, listenerId, episodeId);
  const row = await findSaved(db, listenerId, episodeId);
  // A concurrent unsave between the two statements is the only way to get here.
  if (!row) throw new NotFoundError('saved.not_found', 'That episode is not in your saved episodes.');
  return { item: present(row), created };
}

export async function listSavedEpisodes(db: Db, listenerId: string): Promise<SavedEpisode[]> {
  return (await listSaved(db, listenerId)).map(present);
}

/** Removes one saved episode; 404 when this listener has not saved it. */
export async function unsaveEpisode(db: Db, listenerId: string, episodeId: string): Promise<void> {
  if (!(await deleteSaved(db, listenerId, episodeId))) {
    throw new NotFoundError('saved.not_found', 'That episode is not in your saved episodes.');
  }
}

export async function clearSavedEpisodes(db: Db, listenerId: string): Promise<number> {
  return deleteAllSaved(db, listenerId);
}
