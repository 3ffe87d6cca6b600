import sharp from 'sharp';
import { type GeneratedImage, ImageProviderError } from './image-provider';

/**
 * Gives back `bytes` as exactly `width`×`height` in `format`: passed through when it already is,
 * else cropped to fill and re-encoded. A model's native sizes (multiples of 8 or 16, a fixed list
 * of sizes) rarely match the size asked for exactly.
 */
export async function fitImage(
  bytes: Buffer,
  target: { width: number; height: number; format: 'png' | 'webp' },
): Promise<GeneratedImage> {
  const contentType = target.format === 'webp' ? 'image/webp' : 'image/png';
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new ImageProviderError(
      'The image server answered with bytes that are not an image',
      false,
      {
        cause: error,
      },
    );
  }
  if (
    metadata.width === target.width &&
    metadata.height === target.height &&
    metadata.format === target.format
  ) {
    return { bytes, contentType };
  }
  const image = sharp(bytes).resize(target.width, target.height, { fit: 'cover' });
  return {
    bytes: await (target.format === 'webp' ? image.webp({ quality: 90 }) : image.png()).toBuffer(),
    contentType,
  };
}
