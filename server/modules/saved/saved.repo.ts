import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, savedEpisodes, shows } from '../../db/schema/index';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { episodeWithShowColumns } from '../episodes/episodes.repo';

export type SavedRow = EpisodeWithShow & { savedAt: Date };

/** Inserts the save unless it exists; true when a new row was written. */
export async function insertSaved(db: Db, listenerId: string, episodeId: string): Promise<boolean> {
  const inserted = await db
    .insert(savedEpisodes)
    .values({ listenerId, episodeId })
    .onConflictDoNothing({ target: [savedEpisodes.listenerId, savedEpisodes.episodeId] })
    .returning({ id: savedEpisodes.id });
  return inserted.length > 0;
}

function selectSaved(db: Db) {
  return db
    .select({ ...episodeWithShowColumns, savedAt: savedEpisodes.createdAt })
    .from(savedEpisodes)
    .innerJoin(episodes, eq(episodes.id, savedEpisodes.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId));
}

export async function listSaved(db: Db, listenerId: string): Promise<SavedRow[]> {
  return selectSaved(db)
    .where(eq(savedEpisodes.listenerId, listenerId))
    .orderBy(desc(savedEpisodes.createdAt), desc(savedEpisodes.id));
}

export async function findSaved(db: Db, listenerId: string, episodeId: string): Promise<SavedRow | null> {
  const [row] = await selectSaved(db)
    .where(and(eq(savedEpisodes.listenerId, listenerId), eq(savedEpisodes.episodeId, episodeId)))
    .limit(1);
  return row ?? null;
}

export async function deleteSaved(db: Db, listenerId: string, episodeId: string): Promise<boolean> {
  const deleted = await db
    .delete(savedEpisodes)
    .where(and(eq(savedEpisodes.listenerId, listenerId), eq(savedEpisodes.episodeId, episodeId)))
    .returning({ id: savedEpisodes.id });
  return deleted.length > 0;
}

export async function deleteAllSaved(db: Db, listenerId: string): Promise<number> {
  const deleted = await db
    .delete(savedEpisodes)
    .where(eq(savedEpisodes.listenerId, listenerId))
    .returning({ id: savedEpisodes.id });
  return deleted.length;
}
