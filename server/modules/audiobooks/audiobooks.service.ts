import type { Audiobook, AudiobookAskResponse, AudiobookCitation } from '../../../common/api/audiobooks';
import type { EarlierTurn } from '../../../common/api/content-chat';
import { isUuid } from '../../../common/api/ids';
import type { AppContext } from '../../context';
import type { StoredChapter } from '../../db/schema/audiobooks';
import { AppError, NotFoundError } from '../../http/errors';
import { perDatabase } from '../../lib/recent-map';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';
import { enqueueTranscription } from './audiobook-transcription.job';
import { claimUpload } from './audiobook-upload.service';
import { presentAudiobook } from './audiobooks.presenter';
import {
  type AudiobookRow,
  deleteAudiobook,
  findAudiobook,
  insertAudiobookFromUpload,
  listAudiobooks,
  listBookSegments,
  savePosition,
  updateAudiobook,
} from './audiobooks.repo';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers' | 'jobs'>;

const notFound = () => new NotFoundError('audiobooks.not_found', 'Audiobook Not Found');

/** One of the listener's books, or 404 (another listener's book is not found either). */
export async function requireAudiobook(ctx: Pick<Ctx, 'database'>, listenerId: string, id: string) {
  const row = isUuid(id) ? await findAudiobook(ctx.database.db, listenerId, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function listListenerAudiobooks(ctx: Ctx, listenerId: string): Promise<Audiobook[]> {
  return (await listAudiobooks(ctx.database.db, listenerId)).map(presentAudiobook);
}

/** Makes the book from a finished upload and queues its transcription. */
export async function createAudiobook(
  ctx: Ctx,
  listenerId: string,
  body: {
    title: string;
    author: string;
    narrator: string | null;
    description: string | null;
    duration: number | null;
    publishYear: number | null;
    genre: string | null;
    audioUrl: string;
  },
): Promise<Audiobook> {
  const upload = await claimUpload(ctx, listenerId, body.audioUrl);
  const row = await insertAudiobookFromUpload(ctx.database.db, upload.id, {
    listenerId,
    title: body.title,
    author: body.author,
    narrator: body.narrator,
    description: body.description,
    durationMinutes: body.duration,
    publishYear: body.publishYear,
    genre: body.genre,
    storageKey: upload.storageKey,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
  });
  if (!row) throw new AppError(409, 'audiobooks.upload_used', 'This upload already made an audiobook');
  await enqueueTranscription(ctx, row.id);
  return presentAudiobook(row);
}

/** Removes the book: its file, its transcript (the pieces go with the row) and its pending job. */
export async function removeAudiobook(ctx: Ctx, listenerId: string, id: string): Promise<void> {
  const row = isUuid(id) ? await deleteAudiobook(ctx.database.db, listenerId, id) : null;
  if (!row) throw notFound();
  await ctx.providers.storage.remove(row.storageKey);
}

/** Starts transcription again, keeping the pieces already done. */
export async function retryTranscription(ctx: Ctx, listenerId: string, id: string): Promise<Audiobook> {
  const row = await requireAudiobook(ctx, listenerId, id);
  if (row.transcriptStatus === 'completed' || row.transcriptStatus === 'processing') {
    throw new AppError(409, 'audiobooks.not_retryable', 'Transcription can be retried when it failed or is pending');
  }
  await updateAudiobook(ctx.database.db, row.id, { transcriptStatus: 'pending', transcriptError: null });
  await enqueueTranscription(ctx, row.id);
  return presentAudiobook({ ...row, transcriptStatus: 'pending', transcriptError: null });
}

export async function keepPosition(ctx: Ctx, listenerId: string, id: string, seconds: number): Promise<void> {
  if (!isUuid(id) || !(await savePosition(ctx.database.db, listenerId, id, seconds))) throw notFound();
}

/** Transcripts of recently asked-about books: follow-up questions skip reloading hours of text. */
const CACHE_SIZE = 4;
const transcriptCache = perDatabase<ParsedSegment[]>(CACHE_SIZE);

async function bookTranscript(ctx: Pick<Ctx, 'database'>, row: AudiobookRow): Promise<ParsedSegment[]> {
  const cache = transcriptCache(ctx.database);
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const segments = await listBookSegments(ctx.database.db, row.id);
  cache.set(key, segments);
  return segments;
}

/** Why chat cannot start yet, in the words the chat screen shows. */
export function notReadyMessage(
  row: Pick<AudiobookRow, 'transcriptStatus' | 'transcriptError' | 'transcriptProgress'>,
) {
  if (row.transcriptStatus === 'failed') return `Transcription failed: ${row.transcriptError ?? 'unknown reason'}`;
  if (row.transcriptStatus === 'processing')
    return `The book is still being transcribed (${row.transcriptProgress}% done). Chat opens when it is finished.`;
  return 'Transcription has not started yet. Chat opens when it is finished.';
}

/** Answers from the book's transcript, citing passages with their time and chapter. */
export async function askAudiobook(
  ctx: Ctx,
  listenerId: string,
  id: string,
  message: string,
  earlier?: EarlierTurn[],
): Promise<AudiobookAskResponse> {
  const row = await requireAudiobook(ctx, listenerId, id);
  if (row.transcriptStatus !== 'completed') {
    throw new AppError(409, 'audiobooks.transcript_not_ready', notReadyMessage(row));
  }
  const segments = await bookTranscript(ctx, row);
  if (!segments.length) throw new AppError(409, 'audiobooks.transcript_empty', 'No speech was found in this book');
  const answer = await ctx.providers.ai.answer({
    question: message,
    earlier,
    passages: segments,
    contentTitle: row.title,
    contentKind: 'book',
  });
  const citations: AudiobookCitation[] = answer.citations.map((c) => ({
    ...c,
    chapter: chapterAt(row.chapters, c.startSeconds),
  }));
  return { response: answer.answer, citations, provider: answer.provider, fallback: answer.fallback };
}

export function chapterAt(chapters: StoredChapter[], seconds: number | null): string | null {
  if (seconds === null) return null;
  let found: string | null = null;
  for (const c of chapters) if (c.startSeconds <= seconds + 0.001) found = c.title;
  return found;
}
