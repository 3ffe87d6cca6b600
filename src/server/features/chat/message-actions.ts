import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { RequestKey } from '../../api/request-key';
import type { Database, Transaction } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { newOpaqueId } from '../../lib/secrets';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { debit } from '../ledger/ledger';
import { type RemovalLog, removeMediaFiles } from '../media/media-file-removal';
import { recordRequestResult } from '../request-keys/request-keys';
import {
  changeConversation,
  claimUserCall,
  lockFreeConversation,
  lockUserAndConversation,
  messageCostOrRefuse,
} from './conversation-access';
import { deleteDrawnPhotos, deleteVoiceNotes } from './reply-media';
import { newLease } from './reply-lease';

const notEditable = (why: string) => new ApiFailure(REFUSAL_CODE.messageNotEditable, why);

async function ownMessage(tx: Transaction, conversationId: string, messageId: string) {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.id, Number(messageId)), eq(messages.conversationId, conversationId)));
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This message does not exist');
  return row;
}

/**
 * Starts writing the last reply again, charged like a message: the current text joins the
 * alternatives and the reply streams anew. Only the last message, and only an answer to a user.
 */
export async function acceptRegeneration(
  db: Database,
  input: { userId: string; conversationId: string; requestKey: RequestKey | null },
) {
  const now = new Date();
  return changeConversation(db, async (tx) => {
    const repeated = await claimUserCall(tx, input.userId, input.requestKey);
    if (repeated) return { repeated };
    const { user, perks, conversation, character } = await lockUserAndConversation(tx, {
      ...input,
      now,
    });
    const [last, before] = await tx
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(2);
    if (last?.role !== 'character' || before?.role !== 'user') {
      throw notEditable('Only the last reply to a message can be written again');
    }
    const cost = messageCostOrRefuse(user);
    const reference = `${last.id}:${newOpaqueId()}`;
    await debit(tx, {
      userId: user.id,
      currency: cost.currency,
      amount: cost.amount,
      reason: LEDGER_REASON.chatRegenerate,
      reference,
    });
    // Her voice note spoke the version being replaced: it goes (its file by the removal task).
    await deleteVoiceNotes(tx, user.id, [last.voiceNote]);
    const [reply] = await tx
      .update(messages)
      .set({
        alternatives:
          last.status === 'done' ? [...last.alternatives, last.content] : last.alternatives,
        content: '',
        status: 'streaming',
        voiceNote: null,
        leaseUntil: newLease(),
        failureReason: null,
        chargeCurrency: cost.currency,
        chargeAmount: cost.amount,
        chargeReference: reference,
        updatedAt: now,
      })
      .where(eq(messages.id, last.id))
      .returning();
    if (!reply) throw new Error('reply update returned nothing');
    await recordRequestResult(tx, user.id, input.requestKey, { replyId: String(reply.id) });
    return { repeated: null, user, perks, conversation, character, reply, cost, reference };
  });
}

/** Makes alternative `index` the reply's text; the current text takes its place. */
export async function chooseAlternative(
  db: Database,
  input: { userId: string; conversationId: string; messageId: string; index: number },
) {
  return changeConversation(db, async (tx) => {
    await lockFreeConversation(tx, input.userId, input.conversationId);
    const row = await ownMessage(tx, input.conversationId, input.messageId);
    const chosen = row.alternatives[input.index];
    if (row.role !== 'character' || row.status !== 'done' || chosen === undefined) {
      throw notEditable('This reply has no such version');
    }
    const alternatives = [...row.alternatives];
    alternatives[input.index] = row.content;
    // Her voice note spoke the other version: it goes (its file by the removal task).
    await deleteVoiceNotes(tx, input.userId, [row.voiceNote]);
    const [updated] = await tx
      .update(messages)
      // Her voice note spoke the other version.
      .set({ content: chosen, alternatives, voiceNote: null, updatedAt: new Date() })
      .where(eq(messages.id, row.id))
      .returning();
    return updated ?? row;
  });
}

/**
 * Deletes one message of the user's conversation, and the photo drawn for it: its media rows in
 * the transaction, their files right after it.
 */
export async function deleteMessage(
  db: Database,
  storage: MediaStorage,
  log: RemovalLog,
  input: { userId: string; conversationId: string; messageId: string },
) {
  const files = await changeConversation(db, async (tx) => {
    await lockFreeConversation(tx, input.userId, input.conversationId);
    const row = await ownMessage(tx, input.conversationId, input.messageId);
    // The photo as deleted: a drawn one may have replaced the seeded one since it was read.
    const deleted = await tx
      .delete(messages)
      .where(eq(messages.id, row.id))
      .returning({ photo: messages.photo, voiceNote: messages.voiceNote });
    return [
      ...(await deleteDrawnPhotos(
        tx,
        input.userId,
        deleted.map((message) => message.photo),
      )),
      ...(await deleteVoiceNotes(
        tx,
        input.userId,
        deleted.map((message) => message.voiceNote),
      )),
    ];
  });
  await removeMediaFiles(db, storage, files, log);
}

/**
 * Deletes a message whoever's chat it is in (a moderator's removal), and the photo drawn for it
 * (its owner's, the chat's user), in the caller's transaction. Answers the files to remove once
 * it committed.
 */
export async function removeMessage(tx: Transaction, messageId: number): Promise<string[]> {
  const [deleted] = await tx.delete(messages).where(eq(messages.id, messageId)).returning({
    photo: messages.photo,
    voiceNote: messages.voiceNote,
    conversationId: messages.conversationId,
  });
  if (!deleted) return [];
  const [chat] = await tx
    .select({ userId: conversations.userId })
    .from(conversations)
    .where(eq(conversations.id, deleted.conversationId));
  if (!chat) return [];
  return [
    ...(await deleteDrawnPhotos(tx, chat.userId, [deleted.photo])),
    ...(await deleteVoiceNotes(tx, chat.userId, [deleted.voiceNote])),
  ];
}
