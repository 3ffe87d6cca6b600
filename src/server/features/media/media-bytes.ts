import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { media } from '../../db/schema/media';
import { openPicture, PictureRefused } from '../../lib/open-picture';
import { renderPortrait } from '../../providers/images/demo/render-portrait';
import { contentTypeOfKey, type MediaStorage } from '../../providers/storage/media-storage';
import { mediaRevision } from './media-address';

type MediaRow = Pick<typeof media.$inferSelect, 'body' | 'storageKey' | 'recipe'>;

/** What serving a stored image needs of its row: where its bytes are, and who may see it. */
export async function loadMediaRow(db: Executor, id: string) {
  const [row] = await db
    .select({
      contentType: media.contentType,
      body: media.body,
      storageKey: media.storageKey,
      recipe: media.recipe,
      access: media.access,
      ownerId: media.ownerId,
    })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row ?? null;
}

/** Files being made in this copy, so a burst of first requests makes each file once. */
const making = new Map<string, Promise<Buffer>>();

/** Runs once a file made from a media row was stored under `key` (see `removeIfMediaGone`). */
export type AfterStored = (key: string) => Promise<void>;

/**
 * The file stored under `key`, or `make`'s bytes stored there first (then `afterStored` runs).
 * What is made this way is derived (drawn from a recipe, resized), so two copies making it at once
 * store the same bytes.
 */
export async function storedOrMade(
  storage: MediaStorage,
  key: string,
  make: () => Promise<Buffer | null>,
  afterStored?: AfterStored,
): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (stored) return buffer(stored.body);
  let pending = making.get(key);
  if (!pending) {
    pending = (async () => {
      const bytes = await make();
      if (!bytes) throw new MissingSource();
      await storage.put(key, bytes, contentTypeOfKey(key));
      await afterStored?.(key);
      return bytes;
    })().finally(() => making.delete(key));
    making.set(key, pending);
  }
  return pending.catch((error: unknown) => {
    if (error instanceof MissingSource) return null;
    throw error;
  });
}

class MissingSource extends Error {}

/**
 * The bytes of a stored image: from its row, or from media storage, drawing it from its recipe
 * and keeping the file the first time. Null when there are none.
 */
export async function mediaBytes(
  row: MediaRow,
  storage: MediaStorage,
  afterStored?: AfterStored,
): Promise<Buffer | null> {
  if (row.body) return row.body;
  const { storageKey: key, recipe } = row;
  if (!key) return null;
  return storedOrMade(
    storage,
    key,
    async () => (recipe ? renderPortrait({ ...recipe, format: 'webp' }) : null),
    afterStored,
  );
}

/** Where the thumbnail of image `id` at `width` is kept in media storage. */
export function thumbnailKeyOf(id: string, width: number): string {
  // A redrawn catalogue image gets new thumbnails, as it gets a new address.
  const revision = mediaRevision(id);
  return `thumbs/${id}${revision ? `.${revision}` : ''}-${width}.webp`;
}

/**
 * A smaller copy of a stored image, `width` pixels wide (WebP), kept beside it in media storage
 * the first time it is asked for. Null when the image has no bytes, or is over the pixel caps.
 */
export function thumbnailBytes(
  id: string,
  row: MediaRow,
  width: number,
  storage: MediaStorage,
  afterStored?: AfterStored,
): Promise<Buffer | null> {
  return storedOrMade(
    storage,
    thumbnailKeyOf(id, width),
    async () => {
      const original = await mediaBytes(row, storage, afterStored);
      if (!original) return null;
      // A picture over the caps (an upload kept before uploads were re-encoded) has no thumbnail.
      const picture = await openPicture(original).catch((error: unknown) => {
        if (error instanceof PictureRefused) return null;
        throw error;
      });
      if (!picture) return null;
      return picture.image
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    },
    afterStored,
  );
}
