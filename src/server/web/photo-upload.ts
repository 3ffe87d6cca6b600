import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE, UPLOAD_PHOTO_MAX_BYTES } from '@contract/studio';
import { type Context, Hono } from 'hono';
import { BODY_TOO_LARGE, bodySourceOf, readLimitedBytes } from '../api/read-limited-body';
import type { Database } from '../db/database';
import { resolveSessionUid } from '../features/accounts/sessions';
import { cleanUpload } from '../features/media/clean-upload';
import type { MediaAccess } from '../features/media/media-access';
import { storeGeneratedImage } from '../features/media/store-generated-image';
import {
  hasUploadBudget,
  takeUploadBudget,
  UPLOAD_BUDGET_TEXT,
} from '../features/media/upload-budget';
import { UPLOAD_FOLDER } from '../features/studio/video-source';
import { type OpenedPicture, openPicture, PictureRefused } from '../lib/open-picture';
import type { MediaStorage } from '../providers/storage/media-storage';
import { closeAfterAnswer } from './body-limits';

/** Spec §5's message for a photo over the limit. */
const TOO_LARGE = 'Photo max 5M';
const NOT_A_PHOTO = 'Send a JPEG, PNG or WebP photo';
const TOO_MANY_PIXELS = `Send a photo of at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels and ${PICTURE_MAX_SIDE} pixels a side`;

const refuse = (c: Context, code: number, msg: string, status: 401 | 413 | 415 | 429) =>
  c.json({ code, msg, data: null }, status);

/** The photo's header, or why it is refused, before a single pixel is decoded. */
async function openUpload(bytes: Buffer): Promise<OpenedPicture | PictureRefused> {
  try {
    return await openPicture(bytes);
  } catch (error) {
    if (error instanceof PictureRefused) return error;
    throw error;
  }
}

/**
 * `POST /upload/photo`: a user's own photo as a video source or an age-check picture. The body is
 * the file itself (not JSON, so 5 MB stays 5 MB) with `Authorization: Bearer {token}`; the answer
 * is the API's `{ code, msg, data }` envelope. The photo is re-encoded before it is kept (never
 * the bytes sent), counted against the account's upload budget, and private to its uploader.
 */
export function photoUploadRoutes(db: Database, access: MediaAccess, storage: MediaStorage) {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const uid = token ? await resolveSessionUid(db, token) : null;
    if (!uid) return refuse(c, API_CODE.loginNeeded, 'Please sign in', 401);
    const overBudget = `You uploaded a lot recently: ${UPLOAD_BUDGET_TEXT}. Try again later.`;
    // An account past its budget is not worth reading 5 MB from.
    if (!(await hasUploadBudget(db, uid))) {
      closeAfterAnswer(c);
      return refuse(c, REFUSAL_CODE.uploadLimit, overBudget, 429);
    }
    const bytes = await readLimitedBytes(bodySourceOf(c), UPLOAD_PHOTO_MAX_BYTES);
    if (bytes === BODY_TOO_LARGE) {
      closeAfterAnswer(c);
      return refuse(c, REFUSAL_CODE.uploadRefused, TOO_LARGE, 413);
    }
    const picture = await openUpload(bytes);
    if (picture instanceof PictureRefused) {
      return picture.reason === 'too-large'
        ? refuse(c, REFUSAL_CODE.pictureTooLarge, TOO_MANY_PIXELS, 413)
        : refuse(c, REFUSAL_CODE.uploadRefused, NOT_A_PHOTO, 415);
    }
    // Counted before decoding, so the budget also bounds the work a flood of uploads costs.
    if (!(await takeUploadBudget(db, uid, bytes.length))) {
      return refuse(c, REFUSAL_CODE.uploadLimit, overBudget, 429);
    }
    const clean = await cleanUpload(picture).catch(() => null);
    if (!clean) return refuse(c, REFUSAL_CODE.uploadRefused, NOT_A_PHOTO, 415);
    const mediaId = await storeGeneratedImage(db, storage, clean, {
      folder: UPLOAD_FOLDER,
      access: 'owner',
      ownerId: uid,
    });
    const signer = await access.signer();
    return c.json({
      code: API_CODE.success,
      msg: '',
      data: {
        uploadId: mediaId,
        url: signer.signedUrl(mediaId, uid),
        width: clean.width,
        height: clean.height,
      },
    });
  });
  return routes;
}
