import type { Env } from '../../config/env';
import { LocalMediaStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

/** S3-compatible storage when S3_BUCKET is set, else the data folder. */
export function createMediaStorage(env: Env, secret: string): MediaStorage {
  if (env.S3_BUCKET) {
    return new S3MediaStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      region: env.S3_REGION ?? 'us-east-1',
    });
  }
  return new LocalMediaStorage(env.DATA_DIR, secret);
}
