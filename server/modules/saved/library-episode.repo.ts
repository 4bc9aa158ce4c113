import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, shows, transcripts } from '../../db/schema/index';

/**
 * The columns every library list needs to present an episode: the row, its show and whether a
 * transcript is stored. Spread into a select that joins `episodes` and `shows`.
 */
export const episodeWithShowColumns = {
  episode: episodes,
  showName: shows.name,
  showKind: shows.kind,
  showHost: shows.host,
  showImageUrl: shows.imageUrl,
  hasTranscript: sql<boolean>`exists (select 1 from ${transcripts} where ${transcripts.episodeId} = ${episodes.id})`.mapWith(
    Boolean,
  ),
};

export type EpisodeWithShowRow = {
  episode: typeof episodes.$inferSelect;
  showName: string;
  showKind: 'podcast' | 'youtube';
  showHost: string | null;
  showImageUrl: string | null;
  hasTranscript: boolean;
};

/** One catalog episode with its show, or null when there is no such episode. */
export async function findEpisodeWithShow(db: Db, episodeId: string): Promise<EpisodeWithShowRow | null> {
  const [row] = await db
    .select(episodeWithShowColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return row ?? null;
}

/** Several catalog episodes with their shows, in the order of `episodeIds` (unknown ids skipped). */
export async function findEpisodesWithShow(db: Db, episodeIds: string[]): Promise<EpisodeWithShowRow[]> {
  if (episodeIds.length === 0) return [];
  const rows = await db
    .select(episodeWithShowColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(inArray(episodes.id, episodeIds));
  const byId = new Map(rows.map((r) => [r.episode.id, r]));
  return episodeIds.flatMap((id) => byId.get(id) ?? []);
}
