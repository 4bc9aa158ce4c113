import { and, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creators, episodes, shows } from '../../db/schema/catalog';

export type CreatorRow = typeof creators.$inferSelect;
export type CreatorWithCounts = CreatorRow & { episodeCount: number; imageUrl: string | null };
export type NewCreator = Pick<
  typeof creators.$inferInsert,
  'listenerId' | 'name' | 'type' | 'url' | 'channelId' | 'autoSync' | 'description'
>;

const withCounts = {
  ...getTableColumns(creators),
  episodeCount: sql<number>`(select count(*) from episodes e where e.show_id = "creators"."show_id")`.mapWith(Number),
  imageUrl: shows.imageUrl,
};

export async function listCreators(db: Db, listenerId: string): Promise<CreatorWithCounts[]> {
  return db
    .select(withCounts)
    .from(creators)
    .leftJoin(shows, eq(shows.id, creators.showId))
    .where(eq(creators.listenerId, listenerId))
    .orderBy(sql`lower(${creators.name})`, asc(creators.createdAt));
}

export async function findCreator(db: Db, listenerId: string, id: string): Promise<CreatorWithCounts | null> {
  const [row] = await db
    .select(withCounts)
    .from(creators)
    .leftJoin(shows, eq(shows.id, creators.showId))
    .where(and(eq(creators.listenerId, listenerId), eq(creators.id, id)));
  return row ?? null;
}

export async function findCreatorById(db: Db, id: string): Promise<CreatorRow | null> {
  const [row] = await db.select().from(creators).where(eq(creators.id, id));
  return row ?? null;
}

/** This listener's creator with the same name (case-insensitive) or the same URL, if any. */
export async function findDuplicate(db: Db, listenerId: string, name: string, url: string): Promise<CreatorRow | null> {
  const [row] = await db
    .select()
    .from(creators)
    .where(
      and(
        eq(creators.listenerId, listenerId),
        or(sql`lower(${creators.name}) = lower(${name})`, eq(creators.url, url)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertCreator(db: Db, values: NewCreator): Promise<CreatorRow> {
  const [row] = await db.insert(creators).values(values).returning();
  return row as CreatorRow;
}

export async function deleteCreator(db: Db, listenerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(creators)
    .where(and(eq(creators.listenerId, listenerId), eq(creators.id, id)))
    .returning({ id: creators.id });
  return rows.length > 0;
}

export async function setSyncState(
  db: Db,
  ids: string[],
  state: {
    syncStatus: CreatorRow['syncStatus'];
    syncError?: string | null;
    showId?: string;
    lastSynced?: Date;
    type?: CreatorRow['type'];
  },
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(creators).set(state).where(inArray(creators.id, ids));
}

/** Creators whose sync was started and never recorded an outcome. */
export async function listInterruptedSyncs(db: Db): Promise<string[]> {
  const rows = await db.select({ id: creators.id }).from(creators).where(eq(creators.syncStatus, 'syncing'));
  return rows.map((r) => r.id);
}

export async function listAutoSyncCreators(db: Db): Promise<CreatorRow[]> {
  return db.select().from(creators).where(eq(creators.autoSync, true));
}

/** The newest episodes of a show with whether a transcript is stored. */
export async function listShowEpisodes(db: Db, showId: string, limit: number) {
  return db
    .select({
      id: episodes.id,
      title: episodes.title,
      audioUrl: episodes.audioUrl,
      link: episodes.link,
      publishDate: episodes.publishDate,
      hasTranscript: sql<boolean>`exists (select 1 from transcripts t where t.episode_id = "episodes"."id")`,
    })
    .from(episodes)
    .where(eq(episodes.showId, showId))
    .orderBy(sql`${episodes.publishDate} desc nulls last`, desc(episodes.createdAt))
    .limit(limit);
}
