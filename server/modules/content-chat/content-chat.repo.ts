import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, shows } from '../../db/schema/catalog';
import { transcripts } from '../../db/schema/transcripts';

export type EpisodeWithShow = {
  episode: typeof episodes.$inferSelect;
  show: typeof shows.$inferSelect;
};

export async function findEpisodeWithShow(db: Db, episodeId: string): Promise<EpisodeWithShow | null> {
  const [row] = await db
    .select({ episode: episodes, show: shows })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return row ?? null;
}

/** Just what answering needs, in one round trip: asking is the chat's hot path. */
export async function findEpisodeForQuestions(
  db: Db,
  episodeId: string,
): Promise<{ id: string; title: string; transcriptId: string | null } | null> {
  const [row] = await db
    .select({ id: episodes.id, title: episodes.title, transcriptId: transcripts.id })
    .from(episodes)
    .leftJoin(transcripts, eq(transcripts.episodeId, episodes.id))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return row ?? null;
}
