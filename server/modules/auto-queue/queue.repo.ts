import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoQueueSettings, episodes, queueItems, shows } from '../../db/schema/index';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { episodeWithShowColumns } from '../episodes/episodes.repo';

export type QueueRow = EpisodeWithShow & { queuedAt: Date };

const nextPosition = (listenerId: string) =>
  sql`(select coalesce(max(${queueItems.position}) + 1, 0) from ${queueItems} where ${queueItems.listenerId} = ${listenerId})`;

/** Puts an episode at the end of the waiting queue (again, if it was used); false when already waiting. */
export async function enqueue(db: Db, listenerId: string, episodeId: string): Promise<boolean> {
  const rows = await db
    .insert(queueItems)
    .values({ listenerId, episodeId, position: nextPosition(listenerId) })
    .onConflictDoUpdate({
      target: [queueItems.listenerId, queueItems.episodeId],
      set: { usedAt: null, position: nextPosition(listenerId), createdAt: sql`now()` },
      setWhere: isNotNull(queueItems.usedAt),
    })
    .returning({ id: queueItems.id });
  return rows.length > 0;
}

/** Marks an episode as used: it leaves the waiting queue and is never suggested again. */
export async function markUsed(db: Db, listenerId: string, episodeId: string): Promise<void> {
  await db
    .insert(queueItems)
    .values({ listenerId, episodeId, position: nextPosition(listenerId), usedAt: sql`now()` })
    .onConflictDoUpdate({ target: [queueItems.listenerId, queueItems.episodeId], set: { usedAt: sql`now()` } });
}

export async function listWaiting(db: Db, listenerId: string): Promise<QueueRow[]> {
  return db
    .select({ ...episodeWithShowColumns, queuedAt: queueItems.createdAt })
    .from(queueItems)
    .innerJoin(episodes, eq(episodes.id, queueItems.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(eq(queueItems.listenerId, listenerId), isNull(queueItems.usedAt)))
    .orderBy(asc(queueItems.position), asc(queueItems.createdAt));
}

export async function setQueuePosition(db: Db, listenerId: string, episodeId: string, position: number) {
  await db
    .update(queueItems)
    .set({ position })
    .where(and(eq(queueItems.listenerId, listenerId), eq(queueItems.episodeId, episodeId), isNull(queueItems.usedAt)));
}

export async function deleteWaiting(db: Db, listenerId: string, episodeId?: string): Promise<number> {
  const deleted = await db
    .delete(queueItems)
    .where(
      and(
        eq(queueItems.listenerId, listenerId),
        isNull(queueItems.usedAt),
        episodeId ? eq(queueItems.episodeId, episodeId) : undefined,
      ),
    )
    .returning({ id: queueItems.id });
  return deleted.length;
}

export type SettingsRow = typeof autoQueueSettings.$inferSelect;

export async function findSettings(db: Db, listenerId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(autoQueueSettings).where(eq(autoQueueSettings.listenerId, listenerId));
  return row ?? null;
}

export async function upsertSettings(
  db: Db,
  listenerId: string,
  changes: Partial<Omit<SettingsRow, 'listenerId'>>,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(autoQueueSettings)
    .values({ listenerId, ...changes })
    .onConflictDoUpdate({
      target: autoQueueSettings.listenerId,
      set: Object.keys(changes).length ? changes : { listenerId },
    })
    .returning();
  return row as SettingsRow;
}
