import type { OverlayOptions } from 'sharp';
import { seededRandom } from './seeded-random';

/** The grain tile's side in pixels: large enough that its repeat does not show. */
const TILE = 128;
/** How strongly the grain shows over the picture (0–255): a photograph's, barely seen. */
const GRAIN_ALPHA = 9;

/** A tile of coloured noise, faint (RGBA), made once. */
let noiseTile: Buffer | null = null;

function makeNoiseTile(): Buffer {
  const random = seededRandom(0x5eed);
  const pixels = Buffer.alloc(TILE * TILE * 4);
  for (let index = 0; index < pixels.length; index += 4) {
    pixels[index] = Math.floor(random.next() * 256);
    pixels[index + 1] = Math.floor(random.next() * 256);
    pixels[index + 2] = Math.floor(random.next() * 256);
    pixels[index + 3] = GRAIN_ALPHA;
  }
  return pixels;
}

/**
 * A photograph's film grain: one noise tile repeated over the finished raster, shifted by the
 * seed so neighbouring photos differ. Laid on by the image library after drawing: drawn as an SVG
 * pattern, the renderer painted it for every pixel of every photo at half a realistic photo's CPU
 * (and an SVG turbulence filter before that cost most of it; see docs/decisions.md).
 */
export function filmGrainOverlay(
  seed: number,
  picture: { width: number; height: number },
): OverlayOptions {
  noiseTile ??= makeNoiseTile();
  const random = seededRandom(seed);
  const shiftX = Math.floor(random.next() * TILE);
  const shiftY = Math.floor(random.next() * TILE);
  // The tile rolled by the shift, so its repeat starts elsewhere for each seed (and no larger
  // than the picture, which the image library requires of an overlay).
  const width = Math.min(TILE, picture.width);
  const height = Math.min(TILE, picture.height);
  const rolled = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    // A row of the tile from the shift on, wrapping round to its start.
    const row = noiseTile.subarray(
      ((y + shiftY) % TILE) * TILE * 4,
      (((y + shiftY) % TILE) + 1) * TILE * 4,
    );
    const wrapped = Buffer.concat([row.subarray(shiftX * 4), row.subarray(0, shiftX * 4)]);
    wrapped.copy(rolled, y * width * 4, 0, width * 4);
  }
  return { input: rolled, raw: { width, height, channels: 4 }, tile: true };
}
