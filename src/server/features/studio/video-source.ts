import type { EndpointInput } from '@contract/api/endpoint';
import type { generateVideoEndpoint } from '@contract/api/studio-endpoints';
import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characterPhotos } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import { users } from '../../db/schema/users';
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
}

type SourceInput = Pick<
  EndpointInput<typeof generateVideoEndpoint>,
  'itemId' | 'characterId' | 'characterPhotoId' | 'uploadId'
>;

const MISSING = 'This photo does not exist';

/** The pixel size of a stored picture, read from its bytes. */
async function sizeOf(db: Executor, storage: MediaStorage, mediaId: string) {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId)).limit(1);
  const bytes = row ? await mediaBytes(row, storage) : null;
  if (!bytes) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  const { width, height } = await sharp(bytes).metadata();
  if (!width || !height) throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  return { width, height };
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
    return {
      mediaId: item.mediaId,
      width: item.width,
      height: item.height,
      characterId: item.characterId,
      mustBePrivate: false,
    };
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
    return {
      mediaId: photo.mediaId,
      ...(await sizeOf(db, storage, photo.mediaId)),
      characterId: character.id,
      mustBePrivate: false,
    };
  }
  const [upload] = await db
    .select({ id: media.id, storageKey: media.storageKey })
    .from(media)
    .where(and(eq(media.id, input.uploadId ?? ''), eq(media.ownerId, userId)));
  if (!upload?.storageKey?.startsWith(`${UPLOAD_FOLDER}/`)) {
    throw new ApiFailure(REFUSAL_CODE.notFound, MISSING);
  }
  return {
    mediaId: upload.id,
    ...(await sizeOf(db, storage, upload.id)),
    characterId: '',
    mustBePrivate: true,
  };
}
