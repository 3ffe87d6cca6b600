import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { messages } from '../../db/schema/conversations';
import { openPicture } from '../../lib/open-picture';
import { newOpaqueId } from '../../lib/secrets';
import { type ImageProvider, ImageProviderError } from '../../providers/images/image-provider';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { lookKeywords, portraitLookOf } from '../characters/character-look';
import { createGenerationJob } from '../generation/generation-jobs';
import { GenerationFailure, type GenerationKind } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { deleteOwnedMedia } from '../media/media-file-removal';
import { storeGeneratedImage } from '../media/store-generated-image';
import { checkPromptSafety } from '../safety/prompt-safety';
import { DRAWN_PHOTO_PREFIX } from './drawn-photos';
import { deliverOfferPhoto, offerOfJob, offerPhotoTarget, reopenOffer } from './offers/offer-photo';

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
    },
    charge: order.offer ? { currency: 'gold', amount: order.offer.price } : null,
  });
  return job.id;
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
      let image: Awaited<ReturnType<ImageProvider['generate']>>;
      try {
        image = await services.images.generate(
          {
            prompt: [...lookKeywords(character), 'selfie photo', String(job.input.prompt)].join(
              ', ',
            ),
            negativePrompt: SAFETY_NEGATIVE,
            ...PHOTO_SIZE,
            seed: Number.parseInt(job.id.replace(/\D/g, '').slice(0, 8) || '1', 10) + job.attempt,
            cfg: 7,
            steps: 24,
            look: portraitLookOf(character),
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
