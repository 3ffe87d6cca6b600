import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { UPLOAD_PHOTO_MAX_BYTES } from '@contract/studio';
import { Hono } from 'hono';
import sharp from 'sharp';
import { BODY_TOO_LARGE, bodySourceOf, readLimitedBytes } from '../api/read-limited-body';
import type { Database } from '../db/database';
import { resolveSessionUid } from '../features/accounts/sessions';
import type { MediaAccess } from '../features/media/media-access';
import { storeGeneratedImage } from '../features/media/store-generated-image';
import { UPLOAD_FOLDER } from '../features/studio/video-source';
import type { MediaStorage } from '../providers/storage/media-storage';
import { closeAfterAnswer } from './body-limits';

/** Photo formats taken as a video's source. */
const UPLOAD_FORMATS: Record<string, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** Spec §5's message for a photo over the limit. */
const TOO_LARGE = 'Photo max 5M';

/** The photo's format and size, or null for bytes that are no picture sharp reads. */
async function photoMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes).metadata();
  } catch {
    return null;
  }
}

/**
 * `POST /upload/photo`: a user's own photo as a video source. The body is the file itself (not
 * JSON, so 5 MB stays 5 MB) with `Authorization: Bearer {token}`; the answer is the API's
 * `{ code, msg, data }` envelope. The photo is private to its uploader.
 */
export function photoUploadRoutes(db: Database, access: MediaAccess, storage: MediaStorage) {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const uid = token ? await resolveSessionUid(db, token) : null;
    if (!uid) {
      return c.json({ code: API_CODE.loginNeeded, msg: 'Please sign in', data: null }, 401);
    }
    const bytes = await readLimitedBytes(bodySourceOf(c), UPLOAD_PHOTO_MAX_BYTES);
    if (bytes === BODY_TOO_LARGE) {
      closeAfterAnswer(c);
      return c.json({ code: REFUSAL_CODE.uploadRefused, msg: TOO_LARGE, data: null }, 413);
    }
    const metadata = await photoMetadata(bytes);
    const contentType = metadata?.format ? UPLOAD_FORMATS[metadata.format] : undefined;
    if (!metadata?.width || !metadata.height || !contentType) {
      return c.json(
        { code: REFUSAL_CODE.uploadRefused, msg: 'Send a JPEG, PNG or WebP photo', data: null },
        415,
      );
    }
    const mediaId = await storeGeneratedImage(
      db,
      storage,
      { bytes, contentType },
      { folder: UPLOAD_FOLDER, access: 'owner', ownerId: uid },
    );
    const signer = await access.signer();
    return c.json({
      code: API_CODE.success,
      msg: '',
      data: {
        uploadId: mediaId,
        url: signer.signedUrl(mediaId, uid),
        width: metadata.width,
        height: metadata.height,
      },
    });
  });
  return routes;
}
