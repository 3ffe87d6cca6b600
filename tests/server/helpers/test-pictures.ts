import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data and the CRC over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG written by hand, as an attacker would: black and white (1 bit a pixel), so a
 * 16383×16383 picture compresses to about 33 kB while decoding it means 268 million pixels.
 * `idat: 'none'` leaves the pixels out (a header claiming a size, nothing behind it).
 */
export function handmadePng(
  width: number,
  height: number,
  options: { idat?: 'zeros' | 'none'; extraChunks?: Buffer[] } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels =
    options.idat === 'none' ? [] : [pngChunk('IDAT', deflateSync(Buffer.alloc(rowBytes * height)))];
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...(options.extraChunks ?? []),
    ...pixels,
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real photo-like PNG of `width`×`height` in one colour. */
export function plainPng(width: number, height: number, colour = '#c06080'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Sends `body` to `POST /upload/photo` as `user` (or signed out). */
export function uploadPicture(
  app: TestApp,
  user: SignedIn | null,
  body: Buffer,
  type = 'image/png',
) {
  return app.app.request('/upload/photo', {
    method: 'POST',
    body: new Uint8Array(body),
    headers: {
      'content-type': type,
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
  });
}

/** The upload's answer envelope. */
export interface UploadAnswer {
  code: number;
  msg: string;
  data: { uploadId: string; url: string; width: number; height: number } | null;
}
