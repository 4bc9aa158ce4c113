import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { episodes, shows } from "../../db/schema/catalog";

export type EpisodeWithShow = {
	episode: typeof episodes.$inferSelect;
	show: typeof shows.$inferSelect;
};

export async function findEpisodeWithShow(
	db: Db,
	episodeId: string,
): Promise<EpisodeWithShow | null> {
	const [row] = await db
		.select({ episode: episodes, show: shows })
		.from(episodes)
		.innerJoin(shows, eq(shows.id, episodes.showId))
		.where(eq(episodes.id, episodeId))
		.limit(1);
	return row ?? null;
}
