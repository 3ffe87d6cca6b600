import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { studioItems } from '../../db/schema/studio-items';
import type { Logger } from '../../lib/logger';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { deleteOwnedMedia, removeMediaFiles } from '../media/media-file-removal';
import { filesOf } from './studio-access';

/**
 * Deletes one of the user's items for good: the row stays, marked deleted and showing nothing (for
 * the data export and reports about it); its picture or clip and poster go, their rows in the
 * transaction and their files right after it. A moderator's removal keeps them instead, as an
 * appeal may bring the item back. Answers false when there was no such item to delete.
 */
export async function deleteStudioItem(
  db: Database,
  storage: MediaStorage,
  log: Logger,
  order: { ownerId: string; itemId: string },
): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    // Locked, so a generation finishing now either sees the item deleted or names its file here.
    const [row] = await tx
      .select()
      .from(studioItems)
      .where(
        and(
          eq(studioItems.id, order.itemId),
          eq(studioItems.ownerId, order.ownerId),
          isNull(studioItems.deletedAt),
        ),
      )
      .for('update');
    if (!row) return null;
    await tx
      .update(studioItems)
      .set({ deletedAt: new Date(), mediaId: null, posterMediaId: null })
      .where(eq(studioItems.id, row.id));
    return deleteOwnedMedia(tx, order.ownerId, filesOf(row));
  });
  if (!removed) return false;
  await removeMediaFiles(db, storage, removed, log);
  return true;
}
