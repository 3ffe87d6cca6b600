import type { MessageCost } from '@contract/chat-cost';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { conversations, type MessagePhoto, messages } from '../../db/schema/conversations';
import { previewOf } from './message-views';
import { newLease } from './reply-lease';

/**
 * Stores a user's message and the empty reply the generation fills, moves the conversation to the
 * top of the chat list. Runs inside the caller's transaction, which also takes the payment, so all
 * of it happens or none; the caller counts the message for Popular once it is taken
 * (MessageCounts).
 */
export async function storeExchange(
  tx: Transaction,
  input: {
    conversationId: string;
    content: string;
    /** What the message was paid with; null when it cost nothing (a tour message). */
    cost: MessageCost | null;
    /** The gift the message gives, when it is one. */
    giftId?: string;
    /** The photo she sends with the reply, when the user asked for one. */
    replyPhoto?: MessagePhoto | null;
    now: Date;
  },
) {
  const { conversationId, now } = input;
  const [userMessage] = await tx
    .insert(messages)
    .values({
      conversationId,
      role: 'user',
      content: input.content,
      chargeCurrency: input.cost?.currency ?? null,
      chargeAmount: input.cost?.amount ?? null,
      giftId: input.giftId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [reply] = await tx
    .insert(messages)
    .values({
      conversationId,
      role: 'character',
      content: '',
      status: 'streaming',
      leaseUntil: newLease(),
      photo: input.replyPhoto ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!userMessage || !reply) throw new Error('message insert returned nothing');
  await tx
    .update(conversations)
    .set({ lastMessageAt: now, lastMessagePreview: previewOf(input.content) })
    .where(eq(conversations.id, conversationId));
  return { userMessage, reply };
}
