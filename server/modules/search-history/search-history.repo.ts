import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchHistory } from '../../db/schema/index';

export type SearchHistoryRow = typeof searchHistory.$inferSelect;
type NewSearch = { searchCriteria: string; podcastShow: string; platform: string };

/** The same search (criteria ignoring case and spacing, show, platform), if already in the history. */
export async function findSameSearch(db: Db, listenerId: string, search: NewSearch): Promise<SearchHistoryRow | null> {
  const [row] = await db
    .select()
    .from(searchHistory)
    .where(
      and(
        eq(searchHistory.listenerId, listenerId),
        sql`lower(${searchHistory.searchCriteria}) = lower(${search.searchCriteria})`,
        eq(searchHistory.podcastShow, search.podcastShow),
        eq(searchHistory.platform, search.platform),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSearch(db: Db, id: string, searchCriteria: string): Promise<SearchHistoryRow> {
  const [row] = await db
    .update(searchHistory)
    .set({ createdAt: sql`now()`, searchCriteria })
    .where(eq(searchHistory.id, id))
    .returning();
  return row as SearchHistoryRow;
}

export async function insertSearch(db: Db, listenerId: string, search: NewSearch): Promise<SearchHistoryRow> {
  const [row] = await db
    .insert(searchHistory)
    .values({ listenerId, ...search })
    .returning();
  return row as SearchHistoryRow;
}

export async function listSearches(db: Db, listenerId: string, limit: number): Promise<SearchHistoryRow[]> {
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.listenerId, listenerId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit);
}

/** Drops everything but the `keep` most recent searches of a listener. */
export async function trimSearches(db: Db, listenerId: string, keep: number): Promise<void> {
  const kept = (await listSearches(db, listenerId, keep)).map((r) => r.id);
  if (kept.length < keep) return;
  await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.listenerId, listenerId), notInArray(searchHistory.id, kept)));
}

export async function deleteSearch(db: Db, listenerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.listenerId, listenerId), eq(searchHistory.id, id)))
    .returning({ id: searchHistory.id });
  return deleted.length > 0;
}
