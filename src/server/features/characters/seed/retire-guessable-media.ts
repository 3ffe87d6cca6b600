import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { messages } from '../../../db/schema/conversations';
import { media } from '../../../db/schema/media';
import { OFFICIAL_CHARACTERS } from './official-characters';
import { isLocked, mediaId, PHOTO_VARIANTS, photoId } from './photo-ids';

/**
 * Databases seeded before locked photos had unguessable ids served their sharp copies at
 * `portrait-{character}-{variant}`, the blurred address without `-blurred`. Photos already sent
 * in chat point at those ids: move them to the new ones, then delete the old copies. Does nothing
 * once done (or on a new database).
 */
export async function retireGuessableSharpIds(
  db: Executor,
  sharpId: (characterId: string, variant: number) => string,
): Promise<void> {
  const locked = OFFICIAL_CHARACTERS.flatMap((character) =>
    PHOTO_VARIANTS.filter(isLocked).map((variant) => ({
      photoId: photoId(character.id, variant),
      oldId: mediaId(character.id, variant, false),
      newId: sharpId(character.id, variant),
    })),
  );
  const left = await db
    .select({ id: media.id })
    .from(media)
    .where(
      inArray(
        media.id,
        locked.map((photo) => photo.oldId),
      ),
    );
  const leftIds = new Set(left.map((row) => row.id));
  for (const photo of locked.filter((each) => leftIds.has(each.oldId))) {
    await db
      .update(messages)
      .set({
        photo: sql`jsonb_set(${messages.photo}, '{mediaId}', to_jsonb(${photo.newId}::text))`,
      })
      .where(
        and(
          sql`${messages.photo}->>'photoId' = ${photo.photoId}`,
          sql`${messages.photo}->>'mediaId' = ${photo.oldId}`,
        ),
      );
  }
  if (leftIds.size > 0) await db.delete(media).where(inArray(media.id, [...leftIds]));
}
