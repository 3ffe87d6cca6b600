import { VIDEO_MAX_BYTES, VIDEO_MAX_SIDE } from '@contract/studio';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { media } from '../../db/schema/media';
import { studioItems } from '../../db/schema/studio-items';
import { openPicture, PictureRefused } from '../../lib/open-picture';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { type VideoProvider, VideoProviderError } from '../../providers/videos/video-provider';
import { GenerationFailure, type GenerationKind } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { mediaBytes } from '../media/media-bytes';
import { deleteOwnedMedia } from '../media/media-file-removal';
import { storeGeneratedImage } from '../media/store-generated-image';
import { clipFrames } from './clip-frames';

export const VIDEO_GENERATION_KIND = 'video';
const MAX_ATTEMPTS = 3;
/** Frames of a real model's clip the moderation provider sees, spread over the clip. */
const CHECKED_FRAMES = 4;

/** The source picture, opened within the caps; one over them fails the clip for good. */
async function openSource(image: Buffer) {
  try {
    return await openPicture(image);
  } catch (error) {
    if (error instanceof PictureRefused) {
      throw new GenerationFailure(`the source picture is refused: ${error.message}`, false);
    }
    throw error;
  }
}

/**
 * A studio clip: the source picture made into a clip by the video provider, kept as a file with a
 * poster frame (the source at the clip's size). Over 100 MB fails (spec §5); the worker refunds.
 * Orders from before the clip's size was bounded fail at once instead of encoding for minutes.
 */
export function videoGenerationKind(services: {
  db: Database;
  storage: MediaStorage;
  videos: VideoProvider;
  moderation: ModerationProvider;
}): GenerationKind {
  const { db, storage } = services;
  return {
    name: VIDEO_GENERATION_KIND,
    maxAttempts: MAX_ATTEMPTS,
    async run({ job, report, signal }) {
      const [item] = await db
        .select()
        .from(studioItems)
        .where(eq(studioItems.id, String(job.input.itemId)));
      if (!item || item.deletedAt) throw new GenerationFailure('the video was deleted', false);
      if (item.width > VIDEO_MAX_SIDE || item.height > VIDEO_MAX_SIDE) {
        throw new GenerationFailure(`a ${item.width}×${item.height} clip is too large`, false);
      }
      const [source] = item.sourceMediaId
        ? await db.select().from(media).where(eq(media.id, item.sourceMediaId))
        : [];
      // An age-check picture is never a source, also of a clip ordered before that was enforced.
      const image =
        source && source.access !== 'moderators' ? await mediaBytes(source, storage) : null;
      if (!image) throw new GenerationFailure('the source picture is gone', false);
      const picture = await openSource(image);
      await report(0, 'animating');
      let clip: Awaited<ReturnType<VideoProvider['generate']>>;
      try {
        clip = await services.videos.generate(
          {
            image,
            width: item.width,
            height: item.height,
            durationSeconds: item.durationSeconds,
            seed: Number.parseInt(item.id.slice(0, 8), 16) + job.attempt,
          },
          {
            signal,
            onProgress: ({ done, total }) => {
              void report(total > 0 ? (90 * done) / total : 0).catch(() => {});
            },
          },
        );
      } catch (error) {
        if (error instanceof VideoProviderError) {
          throw new GenerationFailure(`the video model failed: ${error.message}`, error.retryable);
        }
        throw error;
      }
      if (clip.bytes.length > VIDEO_MAX_BYTES) {
        throw new GenerationFailure('the clip is over 100 MB', false);
      }
      const access = item.isPrivate ? 'owner' : 'public';
      const poster = await picture.image
        .resize(item.width, item.height, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      // A real model invents motion and bodies: its frames, and the poster shown with them, are
      // checked before anything is kept. The demo model only pans over its source.
      const check = { moderation: services.moderation, isDemoModel: services.videos.isDemo };
      if (!check.isDemoModel) {
        await checkDrawnPicture(check, { bytes: poster, contentType: 'image/webp' });
        const frames = await clipFrames(clip, {
          count: CHECKED_FRAMES,
          durationSeconds: item.durationSeconds,
          signal,
        });
        if (frames.length === 0) throw new GenerationFailure('the clip has no frames', false);
        for (const frame of frames) {
          await checkDrawnPicture(check, { bytes: frame, contentType: 'image/jpeg' });
        }
      }
      const posterMediaId = await storeGeneratedImage(
        db,
        storage,
        { bytes: poster, contentType: 'image/webp' },
        { folder: 'posters', access, ownerId: item.ownerId },
      );
      const mediaId = await storeGeneratedImage(db, storage, clip, {
        folder: 'videos',
        access,
        ownerId: item.ownerId,
      });
      return { mediaId, posterMediaId };
    },
    async onSucceeded(tx, job, result) {
      const made = { mediaId: String(result.mediaId), posterMediaId: String(result.posterMediaId) };
      const [shown] = await tx
        .update(studioItems)
        .set({ state: 'ready', ...made })
        .where(
          and(
            eq(studioItems.id, String(job.input.itemId)),
            eq(studioItems.jobId, job.id),
            isNull(studioItems.deletedAt),
          ),
        )
        .returning({ id: studioItems.id });
      // Deleted while it was made: the clip and poster go too (files with the media file task).
      if (!shown) await deleteOwnedMedia(tx, job.userId, Object.values(made));
    },
    async onFailed(tx, job) {
      await tx
        .update(studioItems)
        .set({ state: 'failed' })
        .where(and(eq(studioItems.id, String(job.input.itemId)), eq(studioItems.jobId, job.id)));
    },
  };
}
