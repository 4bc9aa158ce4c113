import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TranscriptSource, transcriptSegments, transcripts } from '../../db/schema/transcripts';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

// Large transcripts have thousands of cues; insert in chunks to stay under the bind-parameter limit.
const INSERT_CHUNK = 500;

export type TranscriptRow = typeof transcripts.$inferSelect;

export async function findTranscriptByEpisode(db: Executor, episodeId: string): Promise<TranscriptRow | null> {
  const [row] = await db.select().from(transcripts).where(eq(transcripts.episodeId, episodeId)).limit(1);
  return row ?? null;
}

export async function listSegments(db: Executor, transcriptId: string): Promise<ParsedSegment[]> {
  return db
    .select({
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.transcriptId, transcriptId))
    .orderBy(asc(transcriptSegments.position));
}

export async function deleteTranscriptOfEpisode(db: Executor, episodeId: string): Promise<boolean> {
  const removed = await db
    .delete(transcripts)
    .where(eq(transcripts.episodeId, episodeId))
    .returning({ id: transcripts.id });
  return removed.length > 0;
}

export async function insertTranscript(
  db: Executor,
  values: {
    episodeId: string;
    source: TranscriptSource;
    format: string;
    language: string | null;
    sourceUrl: string | null;
    textLength: number;
  },
  segments: ParsedSegment[],
): Promise<TranscriptRow> {
  const [row] = await db.insert(transcripts).values(values).returning();
  for (let i = 0; i < segments.length; i += INSERT_CHUNK) {
    await db.insert(transcriptSegments).values(
      segments.slice(i, i + INSERT_CHUNK).map((s, j) => ({
        transcriptId: row.id,
        position: i + j,
        startSeconds: s.startSeconds,
        endSeconds: s.endSeconds,
        speaker: s.speaker,
        text: s.text,
      })),
    );
  }
  return row;
}
