import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type AudiobookTranscriptState,
  audiobookPieces,
  audiobooks,
  audiobookUploads,
} from '../../db/schema/audiobooks';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';
import { lockListener } from '../library/listener-lock.repo';
import type { PlannedPiece } from './book-audio';

export type AudiobookRow = typeof audiobooks.$inferSelect;
export type UploadRow = typeof audiobookUploads.$inferSelect;
export type PieceRow = typeof audiobookPieces.$inferSelect;

export async function insertUpload(
  db: Db,
  values: { id: string; listenerId: string; storageKey: string; contentType: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockListener(tx, values.listenerId);
    await tx.insert(audiobookUploads).values(values);
  });
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(audiobookUploads).where(eq(audiobookUploads.id, id)).limit(1);
  return row ?? null;
}

export async function completeUpload(db: Db, id: string, sizeBytes: number, contentType: string): Promise<void> {
  await db
    .update(audiobookUploads)
    .set({ sizeBytes, contentType, completedAt: new Date() })
    .where(eq(audiobookUploads.id, id));
}

/** Uploads never made into a book, older than `before`: their files are left over. */
export async function listStaleUploads(db: Db, before: Date): Promise<UploadRow[]> {
  return db.select().from(audiobookUploads).where(lt(audiobookUploads.createdAt, before)).limit(500);
}

export async function deleteUploads(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(audiobookUploads).where(inArray(audiobookUploads.id, ids));
}

/** Makes the book from its upload; the upload row is used up in the same transaction. */
export async function insertAudiobookFromUpload(
  db: Db,
  uploadId: string,
  values: Omit<typeof audiobooks.$inferInsert, 'id'>,
): Promise<AudiobookRow | null> {
  return db.transaction(async (tx) => {
    await lockListener(tx, values.listenerId);
    const used = await tx
      .delete(audiobookUploads)
      .where(and(eq(audiobookUploads.id, uploadId), eq(audiobookUploads.listenerId, values.listenerId)))
      .returning({ id: audiobookUploads.id });
    if (!used.length) return null;
    const [row] = await tx.insert(audiobooks).values(values).returning();
    return row;
  });
}

export async function listAudiobooks(db: Db, listenerId: string): Promise<AudiobookRow[]> {
  return db
    .select()
    .from(audiobooks)
    .where(eq(audiobooks.listenerId, listenerId))
    .orderBy(desc(audiobooks.uploadedAt), desc(audiobooks.id));
}

/** One of the listener's books; another listener's id is simply not found. */
export async function findAudiobook(db: Db, listenerId: string, id: string): Promise<AudiobookRow | null> {
  const [row] = await db
    .select()
    .from(audiobooks)
    .where(and(eq(audiobooks.id, id), eq(audiobooks.listenerId, listenerId)))
    .limit(1);
  return row ?? null;
}

/** A book by id alone, for the transcription job. */
export async function findAudiobookById(db: Db, id: string): Promise<AudiobookRow | null> {
  const [row] = await db.select().from(audiobooks).where(eq(audiobooks.id, id)).limit(1);
  return row ?? null;
}

export async function deleteAudiobook(db: Db, listenerId: string, id: string): Promise<AudiobookRow | null> {
  const [row] = await db
    .delete(audiobooks)
    .where(and(eq(audiobooks.id, id), eq(audiobooks.listenerId, listenerId)))
    .returning();
  return row ?? null;
}

export async function updateAudiobook(
  db: Db,
  id: string,
  values: Partial<Pick<AudiobookRow, 'durationSeconds' | 'durationMinutes' | 'chapters' | 'transcriptProgress'>> & {
    transcriptStatus?: AudiobookTranscriptState;
    transcriptError?: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(audiobooks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(audiobooks.id, id))
    .returning({ id: audiobooks.id });
  return rows.length > 0;
}

export async function savePosition(db: Db, listenerId: string, id: string, seconds: number): Promise<boolean> {
  const rows = await db
    .update(audiobooks)
    .set({ positionSeconds: seconds })
    .where(and(eq(audiobooks.id, id), eq(audiobooks.listenerId, listenerId)))
    .returning({ id: audiobooks.id });
  return rows.length > 0;
}

/** Books whose transcription should be running: what a restarted server picks up again. */
export async function listUnfinishedAudiobookIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: audiobooks.id })
    .from(audiobooks)
    .where(inArray(audiobooks.transcriptStatus, ['pending', 'processing']));
  return rows.map((r) => r.id);
}

export async function listPieces(db: Db, audiobookId: string): Promise<PieceRow[]> {
  return db
    .select()
    .from(audiobookPieces)
    .where(eq(audiobookPieces.audiobookId, audiobookId))
    .orderBy(asc(audiobookPieces.position));
}

export async function insertPieces(db: Db, audiobookId: string, pieces: PlannedPiece[]): Promise<void> {
  if (!pieces.length) return;
  await db
    .insert(audiobookPieces)
    .values(pieces.map((p, position) => ({ audiobookId, position, ...p })))
    .onConflictDoNothing();
}

export async function savePieceSegments(
  db: Db,
  audiobookId: string,
  position: number,
  segments: ParsedSegment[],
): Promise<void> {
  await db
    .update(audiobookPieces)
    .set({ segments, transcribedAt: new Date() })
    .where(and(eq(audiobookPieces.audiobookId, audiobookId), eq(audiobookPieces.position, position)));
}

/** Forgets a book's transcription so Retry starts it again from the plan. */
export async function clearPieces(db: Db, audiobookId: string): Promise<void> {
  await db.delete(audiobookPieces).where(eq(audiobookPieces.audiobookId, audiobookId));
}

/** The book's transcript: every transcribed piece's segments, in order. */
export async function listBookSegments(db: Db, audiobookId: string): Promise<ParsedSegment[]> {
  const rows = await db
    .select({ segments: audiobookPieces.segments })
    .from(audiobookPieces)
    .where(and(eq(audiobookPieces.audiobookId, audiobookId), sql`${audiobookPieces.segments} is not null`))
    .orderBy(asc(audiobookPieces.position));
  return rows.flatMap((r) => r.segments ?? []);
}
