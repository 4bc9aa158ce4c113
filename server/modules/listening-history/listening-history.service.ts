import type { ListeningHistoryItem, ListeningProgressBody } from '../../../common/api/listening-history';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { webUrl } from '../../providers/feeds/web-url';
import { findEpisode } from '../episodes/episodes.repo';
import { findHistory, type ListeningRow, listHistory, upsertProgress } from './listening-history.repo';

function present(row: ListeningRow): ListeningHistoryItem {
  const e = row.episode;
  return {
    id: e.id,
    episodeId: e.id,
    title: e.title,
    showName: row.show.name,
    show: row.show.name,
    thumbnailUrl: webUrl(e.imageUrl) ?? webUrl(row.show.imageUrl),
    audioUrl: webUrl(e.audioUrl),
    hasTranscript: row.hasTranscript,
    positionSeconds: row.positionSeconds,
    durationSeconds: e.durationSeconds ?? null,
    completed: row.completed,
    lastListenedAt: row.lastListenedAt.toISOString(),
  };
}

/** Stores the player's position (sent every ~15 s and on pause); one entry per episode. */
export async function recordProgress(
  db: Db,
  listenerId: string,
  body: ListeningProgressBody,
): Promise<ListeningHistoryItem> {
  if (!(await findEpisode(db, body.episodeId))) {
    throw new NotFoundError('listening_history.episode_not_found', 'That episode does not exist.');
  }
  await upsertProgress(db, listenerId, body);
  return getProgress(db, listenerId, body.episodeId);
}

export async function listListeningHistory(db: Db, listenerId: string, limit: number): Promise<ListeningHistoryItem[]> {
  return (await listHistory(db, listenerId, limit)).map(present);
}

/** Where to resume an episode; 404 when this listener never played it. */
export async function getProgress(db: Db, listenerId: string, episodeId: string): Promise<ListeningHistoryItem> {
  const row = await findHistory(db, listenerId, episodeId);
  if (!row) throw new NotFoundError('listening_history.not_found', 'You have not listened to that episode yet.');
  return present(row);
}
