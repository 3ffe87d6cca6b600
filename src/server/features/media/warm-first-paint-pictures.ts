import { MEDIA_THUMBNAIL_WIDTHS } from '@contract/constants';
import { LANDING_HEROES } from '@contract/landing-heroes';
import type { RouteId } from '@contract/routes';
import type { Executor } from '../../db/database';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { loadMediaRow, mediaBytes, thumbnailBytes } from './media-bytes';

/** The pages whose first paint shows pictures: Home's first cards and each landing's hero. */
const ROUTES_WITH_PICTURES: RouteId[] = [
  'home',
  ...(Object.keys(LANDING_HEROES) as (keyof typeof LANDING_HEROES)[]),
];

/**
 * Makes the pictures the first paints ask for (each portrait at every thumbnail width, and the
 * picture itself, which a landing's hero may ask for) when a server copy starts, one after the
 * other. Otherwise the first visitors after a start wait while they are drawn and resized, and
 * that work takes the processor from everything else the copy does then. What is already stored
 * is only looked up. Answers how many pictures it went through.
 */
export async function warmFirstPaintPictures(
  db: Executor,
  storage: MediaStorage,
  firstPortraits: (routeId: RouteId) => Promise<string[]>,
): Promise<number> {
  const addresses = new Set<string>();
  for (const routeId of ROUTES_WITH_PICTURES) {
    for (const address of await firstPortraits(routeId)) addresses.add(address);
  }
  let count = 0;
  for (const address of addresses) {
    const id = new URL(address, 'http://first-paint').pathname.replace(/^\/media\//, '');
    const row = await loadMediaRow(db, id);
    // Only public pictures are in a first paint; anything else is not made ahead.
    if (row?.access !== 'public' || !row.contentType.startsWith('image/')) continue;
    await mediaBytes(row, storage);
    for (const width of MEDIA_THUMBNAIL_WIDTHS) await thumbnailBytes(id, row, width, storage);
    count++;
  }
  return count;
}
