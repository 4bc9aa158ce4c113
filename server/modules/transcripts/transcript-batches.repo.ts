import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type TranscriptBatchKind,
  type TranscriptBatchResult,
  type TranscriptBatchState,
  transcriptBatches,
} from '../../db/schema/transcript-batches';

export type TranscriptBatchRow = typeof transcriptBatches.$inferSelect;

export async function createBatch(
  database: Database,
  kind: TranscriptBatchKind,
  maxEpisodes: number,
): Promise<TranscriptBatchRow> {
  const [row] = await database.db.insert(transcriptBatches).values({ kind, maxEpisodes }).returning();
  return row;
}

export async function findBatch(database: Database, id: string): Promise<TranscriptBatchRow | null> {
  const [row] = await database.db.select().from(transcriptBatches).where(eq(transcriptBatches.id, id)).limit(1);
  return row ?? null;
}

/** Batches left running: by this process now, or by one that stopped mid-way. */
export async function listRunningBatches(database: Database): Promise<string[]> {
  const rows = await database.db
    .select({ id: transcriptBatches.id })
    .from(transcriptBatches)
    .where(eq(transcriptBatches.state, 'running'));
  return rows.map((r) => r.id);
}

export async function updateBatch(
  database: Database,
  id: string,
  values: Partial<{ state: TranscriptBatchState; total: number; error: string | null }>,
): Promise<void> {
  await database.db
    .update(transcriptBatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transcriptBatches.id, id));
}

/** Records one episode's outcome and advances the counters in one statement. */
export async function appendBatchResult(database: Database, id: string, result: TranscriptBatchResult): Promise<void> {
  await database.db
    .update(transcriptBatches)
    .set({
      results: sql`${transcriptBatches.results} || ${JSON.stringify([result])}::jsonb`,
      processed: sql`${transcriptBatches.processed} + 1`,
      successful: sql`${transcriptBatches.successful} + ${result.success ? 1 : 0}`,
      updatedAt: new Date(),
    })
    .where(eq(transcriptBatches.id, id));
}
