import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { messages } from '../../db/schema/conversations';
import { conversationScenes } from '../../db/schema/scenes';
import { openPicture } from '../../lib/open-picture';
import { newOpaqueId } from '../../lib/secrets';
import { type ImageProvider, ImageProviderError } from '../../providers/images/image-provider';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { type CharacterLook, lookKeywords, portraitLookOf } from '../characters/character-look';
import { createGenerationJob } from '../generation/generation-jobs';
import { GenerationFailure, type GenerationKind } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { deleteOwnedMedia } from '../media/media-file-removal';
import { storeGeneratedImage } from '../media/store-generated-image';
import { checkPromptSafety } from '../safety/prompt-safety';
import { DRAWN_PHOTO_PREFIX } from './reply-media';
import { deliverOfferPhoto, offerOfJob, offerPhotoTarget, reopenOffer } from './offers/offer-photo';
import { type PromptScene, scenePhotoKeywords } from './scene/scene-text';

const CHAT_PHOTO_KIND = 'chat-photo';
const MAX_ATTEMPTS = 2;
const SAFETY_NEGATIVE = 'child, minor, teen, underage';
/** A phone photo's shape, and small enough to arrive with the reply. */
const PHOTO_SIZE = { width: 576, height: 768 } as const;
/** How strongly the copy non-members see is blurred (as the catalogue's blurred photos). */
const BLUR_SIGMA = 28;

/** Whether reply `replyId` still waits for a photo (it is there, and not edited to send none). */
const awaitsPhoto = (replyId: number) =>
  and(eq(messages.id, replyId), sql`${messages.photo} is not null`);

/**
 * Orders the photo she sends with a reply, drawn for this moment from her look and what the user
 * just wrote, in the transaction that stores the reply (which already holds a seeded photo: the
 * fallback that stays when this job fails). Nothing is ordered for text that is not safe to draw.
 * Answers the job's id, to wake once the transaction commits, or null.
 */
export async function orderChatPhoto(
  tx: Executor,
  order: {
    userId: string;
    replyId: number;
    characterId: string;
    content: string;
    /** A photo she offered, opened and paid: drawn from her line, refunded when it fails. */
    offer?: { id: string; price: number };
  },
): Promise<string | null> {
  if (!checkPromptSafety(order.content).isSafe) return null;
  const job = await createGenerationJob(tx, {
    userId: order.userId,
    kind: CHAT_PHOTO_KIND,
    input: {
      replyId: order.replyId,
      characterId: order.characterId,
      // Her words stay hers; the user's request names the scene (at most a sentence or two of it).
      prompt: order.content.slice(0, 300),
      ...(order.offer ? { offerId: order.offer.id } : {}),
      // Where the story is as the photo is asked for: it is drawn in that scene.
      scene: await photoSceneOf(tx, order.replyId),
    },
    charge: order.offer ? { currency: 'gold', amount: order.offer.price } : null,
  });
  return job.id;
}

/** The scene a photo of reply `replyId` is drawn in: its conversation's, once one was set. */
async function photoSceneOf(tx: Executor, replyId: number): Promise<PhotoScene | null> {
  const [row] = await tx
    .select({ scene: conversationScenes })
    .from(messages)
    .innerJoin(conversationScenes, eq(conversationScenes.conversationId, messages.conversationId))
    .where(eq(messages.id, replyId));
  if (!row) return null;
  const { place, timeOfDay, outfit, mood } = row.scene;
  return { place, timeOfDay, outfit, mood };
}

/** What of the scene a photo shows: her outfit, the place, the light and her mood. */
type PhotoScene = Pick<PromptScene, 'place' | 'timeOfDay' | 'outfit' | 'mood'>;

/** A stored job's scene (null for one ordered before scenes, or without one). */
function photoSceneIn(input: Record<string, unknown>): PhotoScene | null {
  const scene = input.scene as Partial<PhotoScene> | null | undefined;
  if (!scene || typeof scene !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    place: text(scene.place),
    timeOfDay: text(scene.timeOfDay),
    outfit: text(scene.outfit),
    mood: text(scene.mood),
  };
}

/**
 * A chat photo's prompt for the image model: her look (in the scene's outfit when it has one),
 * then the scene's place, light and mood, then the user's words.
 */
export function chatPhotoPrompt(
  character: CharacterLook,
  scene: PhotoScene | null,
  words: string,
): string {
  const look = scene?.outfit ? { ...character, clothing: '' } : character;
  const sceneWords = scene ? scenePhotoKeywords({ ...scene, happening: '' }) : [];
  return [...lookKeywords(look), 'selfie photo', ...sceneWords, words].filter(Boolean).join(', ');
}

/**
 * A photo in chat: her look plus the user's words drawn by the image provider, kept as a sharp
 * copy (its owner's, shown to members) and a blurred one (shown to everyone else), then put on the
 * reply in place of the seeded photo it carried.
 */
export function chatPhotoKind(services: {
  db: Database;
  storage: MediaStorage;
  images: ImageProvider;
  moderation: ModerationProvider;
}): GenerationKind {
  const { db, storage } = services;
  return {
    name: CHAT_PHOTO_KIND,
    maxAttempts: MAX_ATTEMPTS,
    async run({ job, report, signal }) {
      const offer = offerOfJob(job.input);
      const [reply] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(offer ? offerPhotoTarget(offer) : awaitsPhoto(Number(job.input.replyId)));
      if (!reply) throw new GenerationFailure('the reply no longer sends a photo', false);
      const [character] = await db
        .select()
        .from(characters)
        .where(eq(characters.id, String(job.input.characterId)));
      if (!character) throw new GenerationFailure('the character is gone', false);
      await report(0, 'drawing');
      const scene = photoSceneIn(job.input);
      let image: Awaited<ReturnType<ImageProvider['generate']>>;
      try {
        image = await services.images.generate(
          {
            prompt: chatPhotoPrompt(character, scene, String(job.input.prompt)),
            negativePrompt: SAFETY_NEGATIVE,
            ...PHOTO_SIZE,
            seed: Number.parseInt(job.id.replace(/\D/g, '').slice(0, 8) || '1', 10) + job.attempt,
            cfg: 7,
            steps: 24,
            // The demo model draws her look itself: in the scene's outfit when it has one.
            look: portraitLookOf(
              scene?.outfit ? { ...character, clothing: scene.outfit } : character,
            ),
            format: 'webp',
          },
          { signal },
        );
      } catch (error) {
        if (error instanceof ImageProviderError) {
          throw new GenerationFailure(`the image model failed: ${error.message}`, error.retryable);
        }
        throw error;
      }
      // A refused photo fails the job: the reply keeps its seeded photo (nothing was charged).
      await checkDrawnPicture(
        { moderation: services.moderation, isDemoModel: services.images.isDemo },
        image,
      );
      const ownerId = job.userId;
      const mediaId = await storeGeneratedImage(db, storage, image, {
        folder: 'chat-photos',
        access: 'owner',
        ownerId,
      });
      const picture = await openPicture(image.bytes);
      const blurred = await picture.image.blur(BLUR_SIGMA).webp({ quality: 60 }).toBuffer();
      const blurredMediaId = await storeGeneratedImage(
        db,
        storage,
        { bytes: blurred, contentType: 'image/webp' },
        { folder: 'chat-photos', access: 'public', ownerId, idSuffix: '-blurred' },
      );
      return { mediaId, blurredMediaId };
    },
    async onSucceeded(tx, job, result) {
      const photo = {
        photoId: `${DRAWN_PHOTO_PREFIX}${newOpaqueId().slice(0, 12)}`,
        mediaId: String(result.mediaId),
        blurredMediaId: String(result.blurredMediaId),
      };
      const offer = offerOfJob(job.input);
      const [shown] = offer
        ? await deliverOfferPhoto(tx, offer, photo)
        : await tx
            .update(messages)
            .set({ photo })
            .where(awaitsPhoto(Number(job.input.replyId)))
            .returning({ id: messages.id });
      // Deleted or edited while it was drawn: the photo goes too (its files with the media file task).
      if (!shown) {
        await deleteOwnedMedia(tx, job.userId, [photo.mediaId, photo.blurredMediaId]);
      }
    },
    async onFailed(tx, job) {
      // The reply keeps the seeded photo it was stored with; an offer opens again (refunded).
      const offer = offerOfJob(job.input);
      if (offer) await reopenOffer(tx, offer);
    },
  };
}
