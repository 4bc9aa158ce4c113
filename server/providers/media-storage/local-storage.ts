import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, MediaStorage } from './media-storage';
import { checkUploadSignature, signUpload } from './upload-signature';

/** Media files under `DATA_DIR/media`; uploads arrive through this server's signed PUT route. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly uploadOrigin = null;
  readonly root: string;

  constructor(
    dataDir: string,
    private readonly secret: string,
  ) {
    this.root = resolve(dataDir, 'media');
  }

  /** The file of a key; keys never climb out of the media folder. */
  pathFor(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep) || key.includes('\0')) throw new Error(`Invalid media key: ${key}`);
    return path;
  }

  async uploadUrl(_key: string, uploadId: string, _contentType: string, expiresAt: Date): Promise<string> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const signature = signUpload(this.secret, uploadId, expires);
    return `/api/uploads/audiobooks/${uploadId}?expires=${expires}&signature=${signature}`;
  }

  /** Why a PUT to an upload URL is refused ('expired', 'invalid'), or null when it may go ahead. */
  checkUploadUrl(uploadId: string, expires: string | undefined, signature: string | undefined) {
    return checkUploadSignature(this.secret, uploadId, expires, signature);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const s = await stat(this.pathFor(key));
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.pathFor(key), range ? { start: range.start, end: range.end } : {});
  }

  async mediaInput(key: string): Promise<string> {
    return this.pathFor(key);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }
}
