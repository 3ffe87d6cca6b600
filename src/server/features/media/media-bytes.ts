import { buffer } from 'node:stream/consumers';
import type { media } from '../../db/schema/media';
import { renderPortrait } from '../../providers/images/demo/render-portrait';
import type { MediaStorage } from '../../providers/storage/media-storage';

type MediaRow = Pick<typeof media.$inferSelect, 'body' | 'storageKey' | 'recipe'>;

/** Drawings under way in this copy, so a burst of first requests draws each picture once. */
const drawing = new Map<string, Promise<Buffer>>();

/**
 * The bytes of a stored image: from its row, or from media storage, drawing it from its recipe
 * and keeping the file the first time (the same recipe draws the same bytes on every copy, so
 * two copies drawing at once store the same file). Null when there are none.
 */
export async function mediaBytes(row: MediaRow, storage: MediaStorage): Promise<Buffer | null> {
  if (row.body) return row.body;
  const key = row.storageKey;
  if (!key) return null;
  const stored = await storage.get(key);
  if (stored) return buffer(stored.body);
  const recipe = row.recipe;
  if (!recipe) return null;
  let pending = drawing.get(key);
  if (!pending) {
    pending = (async () => {
      const bytes = await renderPortrait({ ...recipe, format: 'webp' });
      await storage.put(key, bytes, 'image/webp');
      return bytes;
    })().finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  return pending;
}
