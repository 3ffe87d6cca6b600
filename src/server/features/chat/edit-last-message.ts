import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { RequestKey } from '../../api/request-key';
import type { Database, Transaction } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { newOpaqueId } from '../../lib/secrets';
import { debit } from '../ledger/ledger';
import { recordRequestResult } from '../request-keys/request-keys';
import {
  changeConversation,
  claimUserCall,
  lockUserAndConversation,
  messageCostOrRefuse,
} from './conversation-access';
import { deleteDrawnPhotos } from './reply-media';
import { previewOf } from './message-views';
import { newLease } from './reply-lease';
import { asksForPhoto, pickPhotoToSend } from './sent-photos';

const notEditable = (why: string) => new ApiFailure(REFUSAL_CODE.messageNotEditable, why);

/** The user's latest message, which is the only one that can be edited. */
async function latestOwnMessage(tx: Transaction, conversationId: string, messageId: string) {
  const [latest] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.role, 'user')))
    .orderBy(desc(messages.id))
    .limit(1);
  if (!latest || String(latest.id) !== messageId) {
    throw notEditable('Only your latest message can be edited');
  }
  if (latest.giftId) throw notEditable('A gift cannot be edited');
  return latest;
}

/**
 * Edits the user's latest message and has her answer the new text, charged like a new reply (1
 * energy, else 5 coins), all in one transaction. The reply after the message is written anew in
 * its place, without its earlier versions (they answered the old text); when there is none (it was
 * deleted), one is added. A repeat (its request key) answers `{ repeated }` and changes nothing.
 * `removedFiles`: the files of a drawn photo the new text no longer asks for, to remove once committed.
 */
export async function acceptEdit(
  db: Database,
  input: {
    userId: string;
    conversationId: string;
    messageId: string;
    content: string;
    requestKey: RequestKey | null;
  },
) {
  const now = new Date();
  return changeConversation(db, async (tx) => {
    const repeated = await claimUserCall(tx, input.userId, input.requestKey);
    if (repeated) return { repeated };
    const { user, perks, conversation, character } = await lockUserAndConversation(tx, {
      ...input,
      now,
    });
    const mine = await latestOwnMessage(tx, conversation.id, input.messageId);
    const cost = messageCostOrRefuse(user);
    // Locked, so a photo drawn for it that lands now is either seen here or finds it edited.
    const [oldReply] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), gt(messages.id, mine.id)))
      .orderBy(asc(messages.id))
      .limit(1)
      .for('update');
    const reference = `${mine.id}:${newOpaqueId()}`;
    const charged = await debit(tx, {
      userId: user.id,
      ...cost,
      reason: LEDGER_REASON.chatRegenerate,
      reference,
    });
    if (!charged) throw new Error('the balance changed under a row lock');
    const [message] = await tx
      .update(messages)
      .set({ content: input.content, updatedAt: now })
      .where(eq(messages.id, mine.id))
      .returning();
    const photo = asksForPhoto(input.content)
      ? (oldReply?.photo ?? (await pickPhotoToSend(tx, conversation.id, character.id)))
      : null;
    // A photo drawn for the old text that the new one does not ask for goes, files and all.
    const removedFiles = photo
      ? []
      : await deleteDrawnPhotos(tx, user.id, [oldReply?.photo ?? null]);
    const newReply = {
      role: 'character' as const,
      content: '',
      status: 'streaming' as const,
      leaseUntil: newLease(),
      alternatives: [],
      failureReason: null,
      photo,
      chargeCurrency: cost.currency,
      chargeAmount: cost.amount,
      chargeReference: reference,
      updatedAt: now,
    };
    const [reply] = oldReply
      ? await tx.update(messages).set(newReply).where(eq(messages.id, oldReply.id)).returning()
      : await tx
          .insert(messages)
          .values({ ...newReply, conversationId: conversation.id, createdAt: now })
          .returning();
    if (!message || !reply) throw new Error('edit returned nothing');
    await tx
      .update(conversations)
      .set({ lastMessageAt: now, lastMessagePreview: previewOf(input.content) })
      .where(eq(conversations.id, conversation.id));
    await recordRequestResult(tx, user.id, input.requestKey, {
      messageId: String(message.id),
      replyId: String(reply.id),
    });
    return {
      repeated: null,
      user,
      perks,
      conversation,
      character,
      message,
      reply,
      cost,
      reference,
      removedFiles,
    };
  });
}
