import type { OpenedPicture } from '../../lib/open-picture';

/** The longest side an upload is kept at: twice a 720p clip's longest, what video models use. */
const UPLOAD_KEPT_MAX_SIDE = 2560;
/** WebP quality of a kept upload: a photo or a document stays readable at a tenth of its PNG. */
const UPLOAD_KEPT_QUALITY = 85;

/** An upload as kept: new bytes, always WebP. */
export interface CleanUpload {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Re-encodes an upload before it is kept, never the bytes as sent: turned upright by its EXIF
 * orientation, at most 2560 pixels a side, WebP with no metadata (EXIF, GPS, XMP) and no extra
 * chunks, so an upload is a photo and not a free file store (docs/decisions.md: uploads).
 * Rejects when the pixels cannot be decoded (a truncated or corrupt file).
 */
export async function cleanUpload(picture: OpenedPicture): Promise<CleanUpload> {
  const { data, info } = await picture.image
    .autoOrient()
    .resize({
      width: UPLOAD_KEPT_MAX_SIDE,
      height: UPLOAD_KEPT_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: UPLOAD_KEPT_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
}
