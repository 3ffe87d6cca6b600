import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { studioItems } from '../../db/schema/studio-items';
import { type ImageProvider, ImageProviderError } from '../../providers/images/image-provider';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { lookKeywords, portraitLookOf } from '../characters/character-look';
import { GenerationFailure, type GenerationKind } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { deleteOwnedMedia } from '../media/media-file-removal';
import { storeGeneratedImage } from '../media/store-generated-image';

export const PHOTO_GENERATION_KIND = 'photo';
/** Provider failures tried again before the photo fails for good and is refunded. */
const MAX_ATTEMPTS = 3;
/** Always kept out of a picture, whatever the user's negative prompt says. */
const SAFETY_NEGATIVE = 'child, minor, teen, underage';

/**
 * A studio photo: her look plus the user's prompt drawn by the image provider, kept as a file;
 * public in the gallery unless the user keeps it private. The worker refunds a final failure.
 */
export function photoGenerationKind(services: {
  db: Database;
  storage: MediaStorage;
  images: ImageProvider;
  moderation: ModerationProvider;
}): GenerationKind {
  const { db } = services;
  return {
    name: PHOTO_GENERATION_KIND,
    maxAttempts: MAX_ATTEMPTS,
    async run({ job, report, signal }) {
      const itemId = String(job.input.itemId);
      // The item and her look in one read; only the look's columns (her row holds every
      // language's texts, which a picture does not need).
      const [found] = await db
        .select({
          item: studioItems,
          character: {
            style: characters.style,
            gender: characters.gender,
            age: characters.age,
            race: characters.race,
            hairColor: characters.hairColor,
            hairstyle: characters.hairstyle,
            eyeColor: characters.eyeColor,
            body: characters.body,
            breast: characters.breast,
            hips: characters.hips,
            clothing: characters.clothing,
          },
        })
        .from(studioItems)
        .leftJoin(characters, eq(characters.id, studioItems.characterId))
        .where(eq(studioItems.id, itemId));
      const item = found?.item;
      if (!item || item.deletedAt) throw new GenerationFailure('the photo was deleted', false);
      const character = found.character;
      if (!character) throw new GenerationFailure('the character is gone', false);
      await report(0, 'drawing');
      let image: Awaited<ReturnType<ImageProvider['generate']>>;
      try {
        image = await services.images.generate(
          {
            prompt: [...lookKeywords(character), item.prompt].join(', '),
            negativePrompt: [SAFETY_NEGATIVE, item.negativePrompt].filter(Boolean).join(', '),
            width: item.width,
            height: item.height,
            seed: Number.parseInt(item.id.slice(0, 8), 16) + job.attempt,
            cfg: item.cfg,
            steps: item.steps,
            look: portraitLookOf(character),
            format: 'webp',
          },
          {
            signal,
            onProgress: ({ done, total }) => {
              void report(total > 0 ? (90 * done) / total : 0).catch(() => {});
            },
          },
        );
      } catch (error) {
        if (error instanceof ImageProviderError) {
          throw new GenerationFailure(`the image model failed: ${error.message}`, error.retryable);
        }
        throw error;
      }
      await checkDrawnPicture(
        { moderation: services.moderation, isDemoModel: services.images.isDemo },
        image,
      );
      const mediaId = await storeGeneratedImage(db, services.storage, image, {
        folder: 'photos',
        access: item.isPrivate ? 'owner' : 'public',
        ownerId: item.ownerId,
      });
      return { mediaId };
    },
    async onSucceeded(tx, job, result) {
      const mediaId = String(result.mediaId);
      const [shown] = await tx
        .update(studioItems)
        .set({ state: 'ready', mediaId })
        .where(
          and(
            eq(studioItems.id, String(job.input.itemId)),
            eq(studioItems.jobId, job.id),
            isNull(studioItems.deletedAt),
          ),
        )
        .returning({ id: studioItems.id });
      // Deleted while it was drawn: the picture goes too (its file with the media file task).
      if (!shown) await deleteOwnedMedia(tx, job.userId, [mediaId]);
    },
    async onFailed(tx, job) {
      await tx
        .update(studioItems)
        .set({ state: 'failed' })
        .where(and(eq(studioItems.id, String(job.input.itemId)), eq(studioItems.jobId, job.id)));
    },
  };
}
