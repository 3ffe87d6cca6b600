import path from 'node:path';
import type { Env } from '../../config/env';
import { createDiskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

/** S3-compatible storage when `S3_BUCKET` is set, else files under `DATA_DIR/media`. */
export function createMediaStorage(env: Env): MediaStorage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return createDiskStorage(path.resolve(env.DATA_DIR, 'media'));
}
