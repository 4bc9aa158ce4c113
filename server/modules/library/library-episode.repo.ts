import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, shows } from '../../db/schema/index';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { episodeWithShowColumns } from '../episodes/episodes.repo';

/** Several catalog episodes with their shows, in the order of `episodeIds` (unknown ids skipped). */
export async function findEpisodesInOrder(db: Db, episodeIds: string[]): Promise<EpisodeWithShow[]> {
  if (episodeIds.length === 0) return [];
  const rows = await db
    .select(episodeWithShowColumns)
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(inArray(episodes.id, episodeIds));
  const byId = new Map(rows.map((r) => [r.episode.id, r]));
  return episodeIds.flatMap((id) => byId.get(id) ?? []);
}
