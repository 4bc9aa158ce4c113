import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, playlistItems, shows } from '../../db/schema/index';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { episodeWithShowColumns } from '../episodes/episodes.repo';

export type PlaylistRow = EpisodeWithShow & { addedAt: Date };

/** Appends at the end unless the episode is already there; true when a new item was written. */
export async function appendItem(db: Db, listenerId: string, episodeId: string): Promise<boolean> {
  const inserted = await db
    .insert(playlistItems)
    .values({
      listenerId,
      episodeId,
      position: sql`(select coalesce(max(${playlistItems.position}) + 1, 0) from ${playlistItems} where ${playlistItems.listenerId} = ${listenerId})`,
    })
    .onConflictDoNothing({ target: [playlistItems.listenerId, playlistItems.episodeId] })
    .returning({ id: playlistItems.id });
  return inserted.length > 0;
}

export async function listItems(db: Db, listenerId: string): Promise<PlaylistRow[]> {
  return db
    .select({ ...episodeWithShowColumns, addedAt: playlistItems.createdAt })
    .from(playlistItems)
    .innerJoin(episodes, eq(episodes.id, playlistItems.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(playlistItems.listenerId, listenerId))
    .orderBy(asc(playlistItems.position), asc(playlistItems.createdAt), asc(playlistItems.id));
}

/**
 * One episode's item with its place in play order (0 first), as listItems would give it, without
 * reading the rest of the playlist; null when it is not there.
 */
export async function findItem(
  db: Db,
  listenerId: string,
  episodeId: string,
): Promise<{ row: PlaylistRow; position: number } | null> {
  const [found] = await db
    .select({
      ...episodeWithShowColumns,
      addedAt: playlistItems.createdAt,
      before: sql<number>`(select count(*)::int from playlist_items earlier
        where earlier.listener_id = ${playlistItems.listenerId}
          and (earlier.position, earlier.created_at, earlier.id) < (${playlistItems.position}, ${playlistItems.createdAt}, ${playlistItems.id}))`,
    })
    .from(playlistItems)
    .innerJoin(episodes, eq(episodes.id, playlistItems.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(eq(playlistItems.listenerId, listenerId), eq(playlistItems.episodeId, episodeId)));
  if (!found) return null;
  const { before, ...row } = found;
  return { row, position: Number(before) };
}

export async function listEpisodeIds(db: Db, listenerId: string): Promise<string[]> {
  const rows = await db
    .select({ episodeId: playlistItems.episodeId })
    .from(playlistItems)
    .where(eq(playlistItems.listenerId, listenerId));
  return rows.map((r) => r.episodeId);
}

export async function setPosition(db: Db, listenerId: string, episodeId: string, position: number): Promise<void> {
  await db
    .update(playlistItems)
    .set({ position })
    .where(and(eq(playlistItems.listenerId, listenerId), eq(playlistItems.episodeId, episodeId)));
}

export async function deleteItem(db: Db, listenerId: string, episodeId: string): Promise<boolean> {
  const deleted = await db
    .delete(playlistItems)
    .where(and(eq(playlistItems.listenerId, listenerId), eq(playlistItems.episodeId, episodeId)))
    .returning({ id: playlistItems.id });
  return deleted.length > 0;
}

export async function deleteAllItems(db: Db, listenerId: string): Promise<number> {
  const deleted = await db
    .delete(playlistItems)
    .where(eq(playlistItems.listenerId, listenerId))
    .returning({ id: playlistItems.id });
  return deleted.length;
}
