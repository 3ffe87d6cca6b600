import { openPicture, PictureRefused } from '../../lib/open-picture';
import { type GeneratedImage, ImageProviderError } from './image-provider';

/** The picture a model answered with, opened within the caps, or the provider's failure. */
async function openAnswer(bytes: Buffer) {
  try {
    return await openPicture(bytes);
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    const message =
      error.reason === 'too-large'
        ? `The image server answered with a picture too large to read (${error.message})`
        : 'The image server answered with bytes that are not an image';
    throw new ImageProviderError(message, false, { cause: error });
  }
}

/**
 * Gives back `bytes` as exactly `width`×`height` in `format`: passed through when it already is,
 * else cropped to fill and re-encoded. A model's native sizes (multiples of 8 or 16, a fixed list
 * of sizes) rarely match the size asked for exactly. A picture over the pixel caps is a failure
 * of the provider, never decoded.
 */
export async function fitImage(
  bytes: Buffer,
  target: { width: number; height: number; format: 'png' | 'webp' },
): Promise<GeneratedImage> {
  const contentType = target.format === 'webp' ? 'image/webp' : 'image/png';
  const picture = await openAnswer(bytes);
  if (
    picture.width === target.width &&
    picture.height === target.height &&
    picture.format === target.format
  ) {
    return { bytes, contentType };
  }
  const image = picture.image.resize(target.width, target.height, { fit: 'cover' });
  return {
    bytes: await (target.format === 'webp' ? image.webp({ quality: 90 }) : image.png()).toBuffer(),
    contentType,
  };
}
