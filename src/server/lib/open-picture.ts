import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '@contract/studio';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** The formats we decode: what uploads may be and what image models answer with. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Why a picture was not opened: bytes that are no picture we read, or one over the caps. */
export class PictureRefused extends Error {
  override name = 'PictureRefused';

  constructor(
    readonly reason: 'unreadable' | 'too-large',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A picture whose header passed the caps, ready to decode. */
export interface OpenedPicture {
  /** A sharp pipeline over the bytes that refuses to decode more than the pixel cap. */
  image: Sharp;
  format: 'jpeg' | 'png' | 'webp';
  /** The stored size, before any EXIF orientation. */
  width: number;
  height: number;
  /** The size as shown, EXIF orientation applied (a phone's portrait photo stored sideways). */
  shown: { width: number; height: number };
}

/**
 * Opens a JPEG, PNG or WebP for decoding, or throws `PictureRefused`. Only the header is read
 * first (no pixel decoded), so a few kilobytes claiming 16383×16383 cost nothing; the pipeline
 * itself also carries sharp's `limitInputPixels`. Every picture the server reads goes through here.
 */
export async function openPicture(bytes: Buffer): Promise<OpenedPicture> {
  let header: Metadata;
  try {
    // The header alone: sharp checks its own pixel limit even here, and we answer that ourselves.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new PictureRefused('unreadable', 'not a picture', { cause: error });
  }
  const { width, height, format } = header;
  if (!width || !height || !format || !PICTURE_FORMATS.has(format)) {
    throw new PictureRefused('unreadable', `not a JPEG, PNG or WebP picture (${format ?? '?'})`);
  }
  if (
    width > PICTURE_MAX_SIDE ||
    height > PICTURE_MAX_SIDE ||
    width * height > PICTURE_MAX_PIXELS
  ) {
    throw new PictureRefused(
      'too-large',
      `${width}×${height} is over ${PICTURE_MAX_PIXELS / 1_000_000} megapixels or ${PICTURE_MAX_SIDE} pixels a side`,
    );
  }
  return {
    image: sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS }),
    format: format as OpenedPicture['format'],
    width,
    height,
    shown: header.autoOrient ?? { width, height },
  };
}
