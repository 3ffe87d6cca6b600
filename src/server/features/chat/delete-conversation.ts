import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { storyProgress } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import type { Logger } from '../../lib/logger';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { removeMediaFiles } from '../media/media-file-removal';
import { changeConversation, lockFreeConversation } from './conversation-access';
import { deleteDrawnPhotos, deleteVoiceNotes } from './reply-media';

/**
 * Deletes one of the user's conversations with its messages and memories, and the photos drawn
 * and voice notes made for her replies there: their media rows in the transaction, their files right after it. Locked
 * like a send, so a reply being written is not cut off: deleting waits for her answer.
 */
export async function deleteConversation(
  db: Database,
  storage: MediaStorage,
  log: Logger,
  order: { userId: string; conversationId: string },
): Promise<void> {
  const { userId, conversationId } = order;
  const files = await changeConversation(db, async (tx) => {
    await lockFreeConversation(tx, userId, conversationId);
    await tx
      .delete(storyProgress)
      .where(
        and(eq(storyProgress.userId, userId), eq(storyProgress.conversationId, conversationId)),
      );
    // Its messages first, as they are deleted: a photo drawn meanwhile is on them, or finds them gone.
    const deleted = await tx
      .delete(messages)
      .where(eq(messages.conversationId, conversationId))
      .returning({ photo: messages.photo, voiceNote: messages.voiceNote });
    await tx.delete(conversations).where(eq(conversations.id, conversationId));
    return [
      ...(await deleteDrawnPhotos(
        tx,
        userId,
        deleted.map((message) => message.photo),
      )),
      ...(await deleteVoiceNotes(
        tx,
        userId,
        deleted.map((message) => message.voiceNote),
      )),
    ];
  });
  await removeMediaFiles(db, storage, files, log);
}
