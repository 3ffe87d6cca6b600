import type { Executor } from '../../db/database';
import { media } from '../../db/schema/media';
import { newOpaqueId } from '../../lib/secrets';
import type { MediaStorage } from '../../providers/storage/media-storage';

/**
 * Keeps a picture or clip a model made: the file in media storage under `folder`, then its media row (who
 * may see it). Answers its media id. The file is written first, so a row never names a missing file.
 */
export async function storeGeneratedImage(
  db: Executor,
  storage: MediaStorage,
  image: { bytes: Buffer; contentType: string },
  options: {
    folder: string;
    access: 'public' | 'owner';
    ownerId: string;
    /** Names a blurred copy as such (`…-blurred`), like the catalogue's. */
    idSuffix?: string;
  },
): Promise<string> {
  const mediaId = `${newOpaqueId()}${options.idSuffix ?? ''}`;
  const extension = image.contentType.split('/')[1] ?? 'webp';
  const storageKey = `${options.folder}/${mediaId.slice(0, 2)}/${mediaId}.${extension}`;
  await storage.put(storageKey, image.bytes, image.contentType);
  await db.insert(media).values({
    id: mediaId,
    contentType: image.contentType,
    storageKey,
    access: options.access,
    ownerId: options.ownerId,
  });
  return mediaId;
}
