import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shows } from '../../db/schema/catalog';

export type ShowWithCount = typeof shows.$inferSelect & { episodeCount: number };

/** Every show of the shared catalog, by name regardless of case. */
export async function listShows(db: Db): Promise<ShowWithCount[]> {
  return db
    .select({
      ...getTableColumns(shows),
      episodeCount: sql<number>`(select count(*) from episodes e where e.show_id = "shows"."id")`.mapWith(Number),
    })
    .from(shows)
    .orderBy(sql`lower(${shows.name})`, asc(shows.name), asc(shows.id));
}
