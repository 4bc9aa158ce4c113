import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shows } from '../../db/schema/catalog';

export type ShowWithCount = Pick<
  typeof shows.$inferSelect,
  'id' | 'name' | 'host' | 'kind' | 'imageUrl' | 'feedUrl'
> & { episodeCount: number };

/** A page of the shared catalog's shows, by name regardless of case: what the list shows of each. */
export async function listShows(db: Db, page: { limit: number; offset: number }): Promise<ShowWithCount[]> {
  return db
    .select({
      id: shows.id,
      name: shows.name,
      host: shows.host,
      kind: shows.kind,
      imageUrl: shows.imageUrl,
      feedUrl: shows.feedUrl,
      episodeCount: sql<number>`(select count(*) from episodes e where e.show_id = "shows"."id")`.mapWith(Number),
    })
    .from(shows)
    .orderBy(sql`lower(${shows.name})`, asc(shows.name), asc(shows.id))
    .limit(page.limit)
    .offset(page.offset);
}
