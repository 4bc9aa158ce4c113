import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context';
import { TranscriptionError } from '../../providers/speech-to-text/transcription-provider';
import { removeStaleUploads } from './audiobook-upload.service';
import {
  findAudiobookById,
  insertPieces,
  listPieces,
  listUnfinishedAudiobookIds,
  savePieceSegments,
  updateAudiobook,
} from './audiobooks.repo';
import { extractPiece, findQuietCut, planPieces, probeBook, round } from './book-audio';

export const AUDIOBOOK_TRANSCRIBE_JOB = 'audiobooks.transcribe';
export const AUDIOBOOK_RESUME_JOB = 'audiobooks.resume';
export const AUDIOBOOK_UPLOAD_CLEANUP_JOB = 'audiobooks.upload-cleanup';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers'>;

/**
 * Transcribes one book: reads its length and chapters, plans the pieces (kept in the database),
 * then transcribes the pieces still missing one at a time, keeping each as it finishes. So a
 * job that stops (a restart, a crash, a server going down) resumes where it was; progress is the
 * share of the book's audio done. Ends completed, or failed with the reason.
 */
export async function transcribeAudiobook(
  ctx: Ctx,
  audiobookId: string,
  opts: { stopping?: () => boolean } = {},
): Promise<void> {
  const db = ctx.database.db;
  const book = await findAudiobookById(db, audiobookId);
  // Completed and failed books wait for the listener (Retry sets pending again).
  if (!book || book.transcriptStatus === 'completed' || book.transcriptStatus === 'failed') return;
  const storage = ctx.providers.storage;
  const workRoot = join(ctx.env.DATA_DIR, 'tmp');
  await mkdir(workRoot, { recursive: true });
  const work = await mkdtemp(join(workRoot, 'audiobook-'));
  try {
    await updateAudiobook(db, audiobookId, { transcriptStatus: 'processing', transcriptError: null });
    const input = await storage.mediaInput(book.storageKey);
    let pieces = await listPieces(db, audiobookId);
    if (!pieces.length) {
      const probe = await probeBook(input);
      if (!probe.durationSeconds) throw new Error('The file has no audio that could be read');
      await updateAudiobook(db, audiobookId, {
        durationSeconds: probe.durationSeconds,
        chapters: probe.chapters,
        durationMinutes: book.durationMinutes ?? Math.round(probe.durationSeconds / 60),
      });
      const plan = await planPieces(probe.durationSeconds, probe.chapters, (at) => findQuietCut(input, at));
      await insertPieces(db, audiobookId, plan);
      pieces = await listPieces(db, audiobookId);
    }
    // The book's length and chapters are known now, whether or not speech to text is available.
    const status = await ctx.providers.transcription.status();
    if (!status.available) throw new TranscriptionError(status.message, 'not_available');
    const total = pieces.reduce((sum, p) => sum + (p.endSeconds - p.startSeconds), 0) || 1;
    let done = pieces.filter((p) => p.segments).reduce((sum, p) => sum + (p.endSeconds - p.startSeconds), 0);
    for (const piece of pieces) {
      if (piece.segments) continue;
      if (opts.stopping?.()) return; // picked up again by the resume job at the next start
      const file = join(work, `piece-${piece.position}.mp3`);
      await extractPiece(input, piece, file);
      const result = await ctx.providers.transcription.transcribe(file);
      await rm(file, { force: true });
      const segments = result.segments.map((s) => ({
        ...s,
        startSeconds: s.startSeconds === null ? piece.startSeconds : round(s.startSeconds + piece.startSeconds),
        endSeconds: s.endSeconds === null ? null : round(s.endSeconds + piece.startSeconds),
      }));
      await savePieceSegments(db, audiobookId, piece.position, segments);
      done += piece.endSeconds - piece.startSeconds;
      // A book deleted meanwhile has no row left to update: stop.
      const present = await updateAudiobook(db, audiobookId, {
        transcriptProgress: Math.min(99, Math.floor((done / total) * 100)),
      });
      if (!present) return;
    }
    await updateAudiobook(db, audiobookId, { transcriptStatus: 'completed', transcriptProgress: 100 });
  } catch (err) {
    const reason = err instanceof TranscriptionError ? err.message : `Transcription failed: ${(err as Error).message}`;
    await updateAudiobook(db, audiobookId, { transcriptStatus: 'failed', transcriptError: reason.slice(0, 1000) });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export function defineAudiobookJobs(ctx: AppContext): void {
  ctx.jobs.define<{ audiobookId: string }>(
    AUDIOBOOK_TRANSCRIBE_JOB,
    (data) => transcribeAudiobook(ctx, data.audiobookId, { stopping: () => ctx.jobs.stopping }),
    { retryLimit: 1 },
  );
  // At every start, books left pending or half done (a crash, a restart) carry on.
  ctx.jobs.define(
    AUDIOBOOK_RESUME_JOB,
    async () => {
      for (const audiobookId of await listUnfinishedAudiobookIds(ctx.database.db)) {
        await enqueueTranscription(ctx, audiobookId);
      }
    },
    { runAtStart: true, retryLimit: 0 },
  );
  ctx.jobs.define(
    AUDIOBOOK_UPLOAD_CLEANUP_JOB,
    async () => {
      await removeStaleUploads(ctx);
    },
    { cron: '17 * * * *', retryLimit: 0 },
  );
}

/** One transcription per book at a time. */
export async function enqueueTranscription(ctx: Pick<AppContext, 'jobs'>, audiobookId: string): Promise<void> {
  await ctx.jobs.send(AUDIOBOOK_TRANSCRIBE_JOB, { audiobookId }, { singletonKey: audiobookId });
}
