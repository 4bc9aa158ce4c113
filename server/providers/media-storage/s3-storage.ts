import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ByteRange, MediaStorage } from './media-storage';

export type S3Settings = {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

/** How long ffmpeg's read URL for a transcription piece stays valid. */
const READ_URL_SECONDS = 60 * 60;

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...). The browser PUTs straight to
 * the bucket with a presigned URL, so the bucket needs a CORS rule allowing PUT from the app's
 * origin. Path-style addressing, which every S3-compatible server understands.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  readonly uploadOrigin: string | null;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Presigned PUTs must not ask the browser for a checksum it cannot compute.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.uploadOrigin = settings.endpoint
      ? new URL(settings.endpoint).origin
      : `https://s3.${settings.region}.amazonaws.com`;
  }

  async uploadUrl(key: string, _uploadId: string, contentType: string, expiresAt: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, ContentType: contentType }),
      { expiresIn },
    );
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return object.Body as Readable;
  }

  async mediaInput(key: string): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), {
      expiresIn: READ_URL_SECONDS,
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}
