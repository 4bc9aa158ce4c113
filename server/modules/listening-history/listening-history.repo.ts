import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, listeningHistory, shows } from '../../db/schema/index';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { episodeWithShowColumns } from '../episodes/episodes.repo';

export type ListeningRow = EpisodeWithShow & {
  positionSeconds: number;
  completed: boolean;
  lastListenedAt: Date;
};

/** Records where the listener is; `completed` once true stays true unless explicitly reset. */
export async function upsertProgress(
  db: Db,
  listenerId: string,
  progress: { episodeId: string; positionSeconds: number; completed?: boolean },
): Promise<void> {
  await db
    .insert(listeningHistory)
    .values({
      listenerId,
      episodeId: progress.episodeId,
      positionSeconds: progress.positionSeconds,
      completed: progress.completed ?? false,
    })
    .onConflictDoUpdate({
      target: [listeningHistory.listenerId, listeningHistory.episodeId],
      set: {
        positionSeconds: progress.positionSeconds,
        completed: progress.completed ?? sql`${listeningHistory.completed}`,
        lastListenedAt: sql`now()`,
      },
    });
}

function selectHistory(db: Db) {
  return db
    .select({
      ...episodeWithShowColumns,
      positionSeconds: listeningHistory.positionSeconds,
      completed: listeningHistory.completed,
      lastListenedAt: listeningHistory.lastListenedAt,
    })
    .from(listeningHistory)
    .innerJoin(episodes, eq(episodes.id, listeningHistory.episodeId))
    .innerJoin(shows, eq(shows.id, episodes.showId));
}

export async function listHistory(db: Db, listenerId: string, limit: number): Promise<ListeningRow[]> {
  return selectHistory(db)
    .where(eq(listeningHistory.listenerId, listenerId))
    .orderBy(desc(listeningHistory.lastListenedAt))
    .limit(limit);
}

export async function findHistory(db: Db, listenerId: string, episodeId: string): Promise<ListeningRow | null> {
  const [row] = await selectHistory(db)
    .where(and(eq(listeningHistory.listenerId, listenerId), eq(listeningHistory.episodeId, episodeId)))
    .limit(1);
  return row ?? null;
}

/** The episodes the listener has played any of (last played before `before`, when given), most recent first, up to `limit`. */
export async function heardEpisodeIds(db: Db, listenerId: string, limit: number, before?: Date): Promise<string[]> {
  const rows = await db
    .select({ episodeId: listeningHistory.episodeId })
    .from(listeningHistory)
    .where(
      and(
        eq(listeningHistory.listenerId, listenerId),
        before ? lt(listeningHistory.lastListenedAt, before) : undefined,
      ),
    )
    .orderBy(desc(listeningHistory.lastListenedAt))
    .limit(limit);
  return rows.map((r) => r.episodeId);
}
