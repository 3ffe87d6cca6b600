import { crc32, deflateSync } from 'node:zlib';
import { seededRandom } from './seeded-random';

/** The grain tile's side in pixels: large enough that its repeat does not show at 7% opacity. */
const TILE = 128;

/** One PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** A tile of coloured noise as a PNG, encoded by hand so it is ready before any drawing. */
function noiseTilePng(): Buffer {
  const random = seededRandom(0x5eed);
  // Each row starts with its filter byte (0: none), then RGB per pixel.
  const rows = Buffer.alloc(TILE * (1 + TILE * 3));
  for (let y = 0; y < TILE; y++) {
    const start = y * (1 + TILE * 3);
    for (let x = 1; x <= TILE * 3; x++) rows[start + x] = Math.floor(random.next() * 256);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE, 0);
  header.writeUInt32BE(TILE, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

let tileUrl: string | null = null;

/**
 * A photograph's film grain: one noise tile repeated, shifted by the seed so neighbouring photos
 * differ. It replaced an SVG turbulence filter, which computed noise for every pixel of every
 * photo and cost most of a realistic demo photo's CPU (see docs/decisions.md).
 */
export function filmGrainPattern(id: string, seed: number): string {
  tileUrl ??= `data:image/png;base64,${noiseTilePng().toString('base64')}`;
  const random = seededRandom(seed);
  const x = Math.floor(random.next() * TILE);
  const y = Math.floor(random.next() * TILE);
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" x="${x}" y="${y}" width="${TILE}" height="${TILE}"><image width="${TILE}" height="${TILE}" href="${tileUrl}"/></pattern>`;
}
