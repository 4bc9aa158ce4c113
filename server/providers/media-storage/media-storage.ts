import type { Readable } from 'node:stream';

/** A byte range, both ends included, as HTTP Range names it. */
export type ByteRange = { start: number; end: number };

/**
 * Where listeners' media files live: this machine's disk by default, or an S3-compatible store
 * when `S3_*` is set so that any web process can serve any file.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Where the browser PUTs a new file. Local storage answers with a signed path on this server
   * (see upload-signature.ts); S3 with a presigned PUT the server never sees the bytes of.
   */
  uploadUrl(key: string, uploadId: string, contentType: string, expiresAt: Date): Promise<string>;
  /** The stored object's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes, or the given range of them, as a stream. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** A file path or short-lived URL that ffmpeg can open and seek in. */
  mediaInput(key: string): Promise<string>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** The origin the browser uploads to when it is not this server (for the page's connect-src). */
  readonly uploadOrigin: string | null;
}
