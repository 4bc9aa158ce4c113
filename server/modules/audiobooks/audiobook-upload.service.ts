import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import {
  AUDIOBOOK_SIZE_MESSAGE,
  AUDIOBOOK_TYPE_MESSAGE,
  AUDIOBOOK_ZIP_MESSAGE,
  MAX_AUDIOBOOK_BYTES,
  type UploadUrlResponse,
} from '../../../common/api/audiobooks';
import type { AppContext } from '../../context';
import { AppError, ForbiddenError, NotFoundError } from '../../http/errors';
import { streamToNewFile } from '../../lib/stream-to-file';
import { LocalMediaStorage } from '../../providers/media-storage/local-storage';
import { UPLOAD_URL_LIFETIME_SECONDS } from '../../providers/media-storage/upload-signature';
import { AUDIOBOOK_CONTENT_TYPES, type AudiobookFormat, audiobookFormat } from '../transcribe/audio-sniff';
import { completeUpload, deleteUploads, findUpload, insertUpload, listStaleUploads } from './audiobooks.repo';

type Ctx = Pick<AppContext, 'database' | 'providers'>;

const tooLarge = () => new AppError(413, 'audiobooks.too_large', AUDIOBOOK_SIZE_MESSAGE);
const notAudio = () => new AppError(415, 'audiobooks.not_audio', AUDIOBOOK_TYPE_MESSAGE);
const zipped = () => new AppError(415, 'audiobooks.zip_unsupported', AUDIOBOOK_ZIP_MESSAGE);

/** The error for a file whose first bytes are not an audiobook format, or the format. */
export function formatOrError(head: Buffer): AudiobookFormat {
  const format = audiobookFormat(head);
  if (format === 'zip') throw zipped();
  if (!format) throw notAudio();
  return format;
}

/** Signs a URL the browser PUTs one book file to; the file is checked as it arrives. */
export async function createUploadUrl(
  ctx: Ctx,
  listenerId: string,
  body: { fileName?: string; contentType?: string; size?: number },
): Promise<UploadUrlResponse> {
  if (body.size !== undefined && body.size > MAX_AUDIOBOOK_BYTES) throw tooLarge();
  if (/\.zip$/i.test(body.fileName ?? '') || /zip/i.test(body.contentType ?? '')) throw zipped();
  const id = randomUUID();
  const contentType = body.contentType?.trim() || 'audio/mpeg';
  const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_SECONDS * 1000);
  const storageKey = `audiobooks/${id}`;
  await insertUpload(ctx.database.db, { id, listenerId, storageKey, contentType, expiresAt });
  const uploadURL = await ctx.providers.storage.uploadUrl(storageKey, id, contentType, expiresAt);
  return { uploadURL, expiresAt: expiresAt.toISOString() };
}

/**
 * Receives a PUT to a local upload URL: streams the body to disk, refusing it as soon as it
 * passes 500 MB or its first bytes are not audio; a refused or broken upload leaves no file.
 */
export async function receiveLocalUpload(
  ctx: Ctx,
  uploadId: string,
  query: { expires?: string; signature?: string },
  body: NodeJS.ReadableStream,
  declaredLength: number | null,
  limit = MAX_AUDIOBOOK_BYTES,
): Promise<number> {
  const storage = ctx.providers.storage;
  if (!(storage instanceof LocalMediaStorage)) {
    throw new NotFoundError('audiobooks.upload_not_found', 'Uploads go straight to the media store');
  }
  const refused = storage.checkUploadUrl(uploadId, query.expires, query.signature);
  if (refused === 'expired')
    throw new ForbiddenError('audiobooks.upload_expired', 'This upload link has expired. Please upload again.');
  if (refused) throw new ForbiddenError('audiobooks.upload_invalid', 'This upload link is not valid.');
  const upload = await findUpload(ctx.database.db, uploadId);
  if (!upload) throw new NotFoundError('audiobooks.upload_not_found', 'This upload is already used or was removed');
  if (declaredLength !== null && declaredLength > limit) throw tooLarge();

  const path = storage.pathFor(upload.storageKey);
  const partial = `${path}.part-${randomUUID()}`;
  await mkdir(dirname(path), { recursive: true });
  const guard = new UploadGuard(limit);
  try {
    await streamToNewFile(partial, body, guard);
    if (guard.bytes === 0) throw new AppError(400, 'audiobooks.empty_upload', 'Please select an audio file');
    if (!guard.format) formatOrError(guard.head);
    await rename(partial, path);
  } catch (err) {
    await rm(partial, { force: true });
    if (guard.error) throw guard.error;
    throw err;
  }
  const format = guard.format as AudiobookFormat;
  await completeUpload(ctx.database.db, uploadId, guard.bytes, AUDIOBOOK_CONTENT_TYPES[format]);
  return guard.bytes;
}

/** Counts and sniffs the bytes going by; fails the stream once they are too many or not audio. */
class UploadGuard extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  format: AudiobookFormat | null = null;
  error: AppError | null = null;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.error = tooLarge();
      return done(this.error);
    }
    if (!this.format && this.head.length < 12) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 12 - this.head.length)]);
      if (this.head.length >= 12) {
        try {
          this.format = formatOrError(this.head);
        } catch (err) {
          this.error = err as AppError;
          return done(this.error);
        }
      }
    }
    done(null, chunk);
  }
}

/**
 * The finished upload behind an audioUrl, checked: with S3 the server never saw the bytes, so
 * it reads the object's size and first bytes now and removes a file that fails.
 */
export async function claimUpload(
  ctx: Ctx,
  listenerId: string,
  audioUrl: string,
): Promise<{ id: string; storageKey: string; contentType: string; sizeBytes: number }> {
  const missing = () =>
    new AppError(400, 'audiobooks.upload_missing', 'The audio file was not uploaded. Please upload it again.');
  const id = uploadIdOf(audioUrl);
  const upload = id ? await findUpload(ctx.database.db, id) : null;
  if (!upload || upload.listenerId !== listenerId) throw missing();
  if (upload.completedAt && upload.sizeBytes !== null) {
    return {
      id: upload.id,
      storageKey: upload.storageKey,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
    };
  }
  const storage = ctx.providers.storage;
  if (storage.kind === 'local') throw missing();
  const stat = await storage.stat(upload.storageKey);
  if (!stat || stat.size === 0) throw missing();
  try {
    if (stat.size > MAX_AUDIOBOOK_BYTES) throw tooLarge();
    const head = await readHead(await storage.read(upload.storageKey, { start: 0, end: 11 }));
    const format = formatOrError(head);
    const contentType = AUDIOBOOK_CONTENT_TYPES[format];
    await completeUpload(ctx.database.db, upload.id, stat.size, contentType);
    return { id: upload.id, storageKey: upload.storageKey, contentType, sizeBytes: stat.size };
  } catch (err) {
    await storage.remove(upload.storageKey);
    await deleteUploads(ctx.database.db, [upload.id]);
    throw err;
  }
}

/** The upload id is the last part of the URL's path, whatever the storage's host and prefix. */
export function uploadIdOf(audioUrl: string): string | null {
  const path = audioUrl.split(/[?#]/)[0];
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(last) ? last.toLowerCase() : null;
}

async function readHead(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).subarray(0, 12);
}

/** Removes uploads a day old that never became a book, with their files. */
export async function removeStaleUploads(ctx: Ctx, now = Date.now()): Promise<number> {
  const stale = await listStaleUploads(ctx.database.db, new Date(now - 24 * 60 * 60 * 1000));
  for (const upload of stale) await ctx.providers.storage.remove(upload.storageKey);
  await deleteUploads(
    ctx.database.db,
    stale.map((u) => u.id),
  );
  return stale.length;
}
