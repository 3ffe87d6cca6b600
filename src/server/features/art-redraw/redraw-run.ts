import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import { artRedrawItems, artRedrawRuns } from '../../db/schema/art-redraws';
import { characterPhotos } from '../../db/schema/characters';
import { media } from '../../db/schema/media';
import type { Logger } from '../../lib/logger';
import { type ImageProvider, ImageProviderError } from '../../providers/images/image-provider';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { GenerationFailure } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { type ArtItem, allArtItems } from './art-items';
import { artNegativePrompt, artPrompt } from './art-prompts';
import { redrawnKey, serveArtRun } from './current-art';

/** The area SDXL-class models are trained at (1024²): smaller pictures come out malformed. */
const MODEL_AREA = 1024 * 1024;

/** The size a picture is asked at: its shape at (up to) the model's own area, on the 8-px grid. */
function drawSize(size: { width: number; height: number }) {
  const scale = Math.sqrt(MODEL_AREA / (size.width * size.height));
  const onGrid = (side: number) => Math.max(8, Math.floor((side * scale) / 8) * 8);
  return { width: onGrid(size.width), height: onGrid(size.height) };
}

/** Tries per picture before it fails for good (until the run is started again). */
const MAX_ATTEMPTS = 3;
/** How long a copy's hold on a run lasts without renewal; a copy that died frees it after this. */
export const LEASE_SECONDS = 120;
/** The blur of a locked photo's copy, as the demo model's (render-portrait.ts) on the same size. */
const LOCKED_BLUR_SIGMA = 26;

export interface RedrawServices {
  db: Database;
  storage: MediaStorage;
  images: ImageProvider;
  moderation: ModerationProvider;
  log: Logger;
}

/** The model configured can redraw: the embedded demo model has nothing to redraw with. */
export class NothingToRedrawWith extends Error {
  override name = 'NothingToRedrawWith';
}

/**
 * Starts a run, or resumes the newest one not switched over yet: its failed pictures are tried
 * again, and those done are kept. Answers the run's id.
 */
export async function startOrResumeRun(db: Database, images: ImageProvider): Promise<number> {
  if (images.isDemo) {
    throw new NothingToRedrawWith(
      'Only the embedded demo image model is configured: there is nothing to redraw with. ' +
        'Set COMFYUI_URL or IMAGES_API_BASE_URL (docs/operations.md) and run it again.',
    );
  }
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: artRedrawRuns.id })
      .from(artRedrawRuns)
      .where(inArray(artRedrawRuns.state, ['running', 'failed']))
      .orderBy(desc(artRedrawRuns.id))
      .limit(1);
    if (open) {
      await tx
        .update(artRedrawItems)
        .set({ state: 'pending', attempts: 0, updatedAt: new Date() })
        .where(and(eq(artRedrawItems.runId, open.id), eq(artRedrawItems.state, 'failed')));
      await tx
        .update(artRedrawRuns)
        .set({ state: 'running', modelName: images.modelName })
        .where(eq(artRedrawRuns.id, open.id));
      return open.id;
    }
    const [run] = await tx
      .insert(artRedrawRuns)
      .values({ modelName: images.modelName })
      .returning({ id: artRedrawRuns.id });
    if (!run) throw new Error('the redraw run was not created');
    await tx
      .insert(artRedrawItems)
      .values(allArtItems().map((item) => ({ runId: run.id, key: item.key })));
    return run.id;
  });
}

/** A run's figures for the command line and `redraw-art status`. */
export async function describeRun(db: Database, runId?: number) {
  const [run] = await db
    .select()
    .from(artRedrawRuns)
    .where(runId === undefined ? undefined : eq(artRedrawRuns.id, runId))
    .orderBy(desc(artRedrawRuns.id))
    .limit(1);
  if (!run) return null;
  const counts = await db
    .select({ state: artRedrawItems.state, count: sql<number>`count(*)::int` })
    .from(artRedrawItems)
    .where(eq(artRedrawItems.runId, run.id))
    .groupBy(artRedrawItems.state);
  const count = (state: string) => counts.find((row) => row.state === state)?.count ?? 0;
  const failures = await db
    .select({ key: artRedrawItems.key, error: artRedrawItems.error })
    .from(artRedrawItems)
    .where(and(eq(artRedrawItems.runId, run.id), eq(artRedrawItems.state, 'failed')))
    .orderBy(asc(artRedrawItems.key));
  return {
    run,
    done: count('done'),
    pending: count('pending'),
    failed: count('failed'),
    total: count('done') + count('pending') + count('failed'),
    failures,
  };
}

/** Takes the run for `holder` unless another live copy holds it; answers whether it did. */
async function claimRun(db: Database, runId: number, holder: string): Promise<boolean> {
  const claimed = await db
    .update(artRedrawRuns)
    .set({ holder, leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(artRedrawRuns.id, runId),
        eq(artRedrawRuns.state, 'running'),
        or(
          isNull(artRedrawRuns.leaseUntil),
          lt(artRedrawRuns.leaseUntil, sql`now()`),
          eq(artRedrawRuns.holder, holder),
        ),
      ),
    )
    .returning({ id: artRedrawRuns.id });
  return claimed.length > 0;
}

async function releaseRun(db: Database, runId: number, holder: string) {
  await db
    .update(artRedrawRuns)
    .set({ holder: null, leaseUntil: null })
    .where(and(eq(artRedrawRuns.id, runId), eq(artRedrawRuns.holder, holder)));
}

/** The next picture to draw: those tried least first, so one that failed waits for the rest. */
async function nextPending(db: Database, runId: number) {
  const [row] = await db
    .select({ key: artRedrawItems.key, attempts: artRedrawItems.attempts })
    .from(artRedrawItems)
    .where(and(eq(artRedrawItems.runId, runId), eq(artRedrawItems.state, 'pending')))
    .orderBy(asc(artRedrawItems.attempts), asc(artRedrawItems.key))
    .limit(1);
  return row ?? null;
}

/** Draws one picture, checks it, and stores it (and a locked photo's blurred copy) for the run. */
async function drawItem(
  services: RedrawServices,
  runId: number,
  item: ArtItem,
  signal: AbortSignal,
) {
  let image: Awaited<ReturnType<ImageProvider['generate']>>;
  try {
    image = await services.images.generate(
      {
        prompt: artPrompt(item.subject),
        negativePrompt: artNegativePrompt(item.subject.look.style),
        ...drawSize(item.size),
        seed: item.seed,
        cfg: 7,
        steps: 28,
        look: item.subject.look,
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
  await checkDrawnPicture({ moderation: services.moderation, isDemoModel: false }, image);
  // Served as WebP of the old picture's size (drawn larger, scaled down), whatever the model sent.
  const picture = sharp(image.bytes).resize({ ...item.size, fit: 'cover', position: 'top' });
  const sharpBytes = await picture.clone().webp({ quality: 86 }).toBuffer();
  await services.storage.put(redrawnKey(runId, item.path), sharpBytes, 'image/webp');
  if (item.blurredPath) {
    const blurred = await sharp(sharpBytes)
      .blur(LOCKED_BLUR_SIGMA)
      .webp({ quality: 70 })
      .toBuffer();
    await services.storage.put(redrawnKey(runId, item.blurredPath), blurred, 'image/webp');
  }
}

/**
 * Serves the run's pictures instead of the old ones, all in one transaction: the catalogue's
 * media rows point at the new files (their addresses change with the run, media-address.ts), and
 * the run marked switched makes the wizard's and templates' routes serve the run's files.
 */
async function switchOver(db: Database, runId: number, items: ArtItem[]) {
  await db.transaction(async (tx) => {
    const photoIds = items.flatMap((item) => (item.photoId ? [item.photoId] : []));
    const photos = photoIds.length
      ? await tx.select().from(characterPhotos).where(inArray(characterPhotos.id, photoIds))
      : [];
    for (const item of items) {
      const photo = photos.find((row) => row.id === item.photoId);
      if (!photo) continue;
      await tx
        .update(media)
        .set({ storageKey: redrawnKey(runId, item.path) })
        .where(eq(media.id, photo.mediaId));
      if (item.blurredPath && photo.blurredMediaId) {
        await tx
          .update(media)
          .set({ storageKey: redrawnKey(runId, item.blurredPath) })
          .where(eq(media.id, photo.blurredMediaId));
      }
    }
    await tx
      .update(artRedrawRuns)
      .set({ state: 'switched', switchedAt: new Date(), holder: null, leaseUntil: null })
      .where(eq(artRedrawRuns.id, runId));
  });
  serveArtRun(runId);
}

/** How a turn on a run ended. */
export type RunOutcome = 'switched' | 'failed' | 'held elsewhere' | 'interrupted' | 'not running';

/**
 * Works on the run as `holder` until every picture is drawn (then switches over), one failed for
 * good, or `signal` stops it (the run is left for the next turn, the picture under way undone).
 */
export async function workOnRun(
  services: RedrawServices,
  runId: number,
  holder: string,
  signal: AbortSignal,
): Promise<RunOutcome> {
  const { db, log } = services;
  const [run] = await db.select().from(artRedrawRuns).where(eq(artRedrawRuns.id, runId));
  if (run?.state !== 'running') return 'not running';
  if (!(await claimRun(db, runId, holder))) return 'held elsewhere';
  const items = allArtItems();
  const byKey = new Map(items.map((item) => [item.key, item]));
  const renewal = setInterval(
    () => void claimRun(db, runId, holder).catch(() => {}),
    (LEASE_SECONDS * 1000) / 3,
  );
  try {
    for (;;) {
      if (signal.aborted) return 'interrupted';
      const next = await nextPending(db, runId);
      if (!next) break;
      const item = byKey.get(next.key);
      try {
        if (!item) throw new GenerationFailure('this picture is no longer shipped', false);
        await drawItem(services, runId, item, signal);
        await db
          .update(artRedrawItems)
          .set({ state: 'done', error: null, updatedAt: new Date() })
          .where(and(eq(artRedrawItems.runId, runId), eq(artRedrawItems.key, next.key)));
      } catch (error) {
        // Stopped mid-picture: not a failure of the picture; the next turn draws it again.
        if (signal.aborted) return 'interrupted';
        const retryable = error instanceof GenerationFailure ? error.retryable : true;
        const attempts = next.attempts + 1;
        const failed = !retryable || attempts >= MAX_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ err: error, item: next.key, attempts }, 'redraw: a picture failed');
        await db
          .update(artRedrawItems)
          .set({
            state: failed ? 'failed' : 'pending',
            attempts,
            error: message,
            updatedAt: new Date(),
          })
          .where(and(eq(artRedrawItems.runId, runId), eq(artRedrawItems.key, next.key)));
      }
    }
    const { failed } = (await describeRun(db, runId)) ?? { failed: 0 };
    if (failed > 0) {
      await db.update(artRedrawRuns).set({ state: 'failed' }).where(eq(artRedrawRuns.id, runId));
      return 'failed';
    }
    await switchOver(db, runId, items);
    log.info({ runId }, 'redraw: the new art is served');
    return 'switched';
  } finally {
    clearInterval(renewal);
    await releaseRun(db, runId, holder);
  }
}
