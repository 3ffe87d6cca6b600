import type { EndpointInput } from '@contract/api/endpoint';
import type { generateVideoEndpoint } from '@contract/api/studio-endpoints';
import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { isVideoSourceShape } from '@contract/studio';
import { and, eq, like } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characterPhotos } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import { openPicture, PictureRefused } from '../../lib/open-picture';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { findVisibleCharacter } from '../characters/character-queries';
import { entitlementsOf } from '../entitlements/entitlements';
import { mediaBytes } from '../media/media-bytes';
import { visibleItem } from './studio-access';

/** Where uploaded source photos are kept: private to the uploader. */
export const UPLOAD_FOLDER = 'uploads';

/** A clip's source: the picture, its size, whom it shows ('' for an upload), whether it may be public. */
export interface VideoSource {
  mediaId: string;
  width: number;
  height: number;
  characterId: string;
  /** Uploads are of anyone: their clips stay private (docs/decisions.md: video sources). */
  mustBePrivate: boolean;
  /** An upload of the user's, checked again (and locked) when the order is written. */
  isUpload: boolean;
}

type SourceInput = Pick<
  EndpointInput<typeof generateVideoEndpoint>,
  'itemId' | 'characterId' | 'characterPhotoId' | 'uploadId'
>;

const MISSING = 'This photo does not exist';
const TOO_BIG = 'This photo is too large to make a video of: pick a smaller one';
const ODD_SHAPE =
  'This photo is too long and narrow for a video: pick one no longer than 3 to 1 either way';

/** The pixel size of a stored picture, read from its header (never decoded here). */
async function sizeOf(db: Executor, storage: MediaStorage, mediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId)).limit(1);
  const bytes = row ? await mediaBytes(row, storage) : null;
  if (!bytes) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  try {
    const { width, height } = await openPicture(bytes);
    return { width, height };
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    // Uploads kept before they were re-encoded may still be this large.
    if (error.reason === 'too-large') throw new ApiFailure(REFUSAL_CODE.pictureTooLarge, TOO_BIG);
    throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  }
}

/** Refuses a source no clip can be made of, before anything is charged. */
function assertVideoShape(source: VideoSource): VideoSource {
  if (!isVideoSourceShape(source.width, source.height)) {
    throw new ApiFailure(REFUSAL_CODE.videoSourceShape, ODD_SHAPE);
  }
  return source;
}

/**
 * Finds the picture a clip is made of, as the caller may see it: one of theirs or the gallery's,
 * a catalogue photo (a member-only one for members only), or their own upload. Exactly one.
 */
export async function findVideoSource(
  db: Executor,
  storage: MediaStorage,
  userId: string,
  input: SourceInput,
): Promise<VideoSource> {
  const named = [input.itemId, input.characterPhotoId, input.uploadId].filter(Boolean).length;
  if (named !== 1 || (input.characterPhotoId && !input.characterId)) {
    throw new ApiFailure(
      API_CODE.badParams,
      'Name one source: itemId, characterId with characterPhotoId, or uploadId',
    );
  }
  if (input.itemId) {
    const item = await visibleItem(db, input.itemId, userId);
    if (item.kind !== 'photo' || item.state !== 'ready' || !item.mediaId) {
      throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
    }
    return assertVideoShape({
      mediaId: item.mediaId,
      width: item.width,
      height: item.height,
      characterId: item.characterId,
      mustBePrivate: false,
      isUpload: false,
    });
  }
  if (input.characterPhotoId && input.characterId) {
    const character = await findVisibleCharacter(db, input.characterId, userId);
    const [photo] = await db
      .select()
      .from(characterPhotos)
      .where(
        and(
          eq(characterPhotos.id, input.characterPhotoId),
          eq(characterPhotos.characterId, character.id),
        ),
      );
    if (!photo) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
    if (photo.vipOnly) {
      const [user] = await db
        .select({ vipExpireAt: users.vipExpireAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!entitlementsOf({ vipExpireAt: user?.vipExpireAt ?? null }).unblurredPhotos) {
        throw new ApiFailure(REFUSAL_CODE.vipOnly, 'This photo is for VIP members');
      }
    }
    return assertVideoShape({
      mediaId: photo.mediaId,
      ...(await sizeOf(db, storage, photo.mediaId)),
      characterId: character.id,
      mustBePrivate: false,
      isUpload: false,
    });
  }
  const upload = await findOwnUpload(db, userId, input.uploadId ?? '');
  if (!upload) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  return assertVideoShape({
    mediaId: upload.id,
    ...(await sizeOf(db, storage, upload.id)),
    characterId: '',
    mustBePrivate: true,
    isUpload: true,
  });
}

/**
 * One of the user's uploads that is still theirs to use: an age-check picture (moderator-only
 * since its submission) is never a source of anything. `lock` holds the row until the
 * transaction ends, so a verification taking it waits, then sees the clip (docs/decisions.md).
 */
export async function findOwnUpload(
  db: Executor,
  userId: string,
  uploadId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        eq(media.id, uploadId),
        eq(media.ownerId, userId),
        eq(media.access, 'owner'),
        like(media.storageKey, `${UPLOAD_FOLDER}/%`),
      ),
    );
  const [upload] = await (options.lock ? query.for('update') : query);
  return upload ?? null;
}
