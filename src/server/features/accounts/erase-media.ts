import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { characterPhotos, characters } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import { studioItems } from '../../db/schema/studio-items';
import { deleteMediaRows } from '../media/media-file-removal';

/** The pictures the user's rows that outlive the account still show: gallery items, published characters. */
async function stillShown(tx: Transaction, userId: string): Promise<string[]> {
  const items = await tx
    .select({ mediaId: studioItems.mediaId, posterMediaId: studioItems.posterMediaId })
    .from(studioItems)
    .where(and(eq(studioItems.ownerId, userId), isNull(studioItems.deletedAt)));
  const portraits = await tx
    .select({ mediaId: characters.portraitMediaId })
    .from(characters)
    .where(eq(characters.ownerId, userId));
  const photos = await tx
    .select({ mediaId: characterPhotos.mediaId, blurredMediaId: characterPhotos.blurredMediaId })
    .from(characterPhotos)
    .innerJoin(characters, eq(characters.id, characterPhotos.characterId))
    .where(eq(characters.ownerId, userId));
  return [
    ...items.flatMap((item) => [item.mediaId, item.posterMediaId]),
    ...portraits.map((portrait) => portrait.mediaId),
    ...photos.flatMap((photo) => [photo.mediaId, photo.blurredMediaId]),
  ].filter((id): id is string => Boolean(id));
}

/**
 * Deletes an erased user's pictures and clips, in the erasure's transaction and after the rows that
 * show them went: everything only they could see, and their public files nothing shows any more
 * (the blurred copies of photos sent in their chats). Public pictures of the gallery and of
 * published characters stay, as those do (docs/decisions.md). Answers the files to remove.
 */
export async function deleteErasedUserMedia(tx: Transaction, userId: string): Promise<string[]> {
  const shown = await stillShown(tx, userId);
  const owned = eq(media.ownerId, userId);
  const privateOnly = inArray(media.access, ['owner', 'moderators']);
  return deleteMediaRows(
    tx,
    shown.length > 0 ? sql`${owned} and (${privateOnly} or ${notInArray(media.id, shown)})` : owned,
  );
}
