import { REFUSAL_CODE } from '@contract/api-codes';
import { eq, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { characterActivity, characters } from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { settleEnergy } from '../energy/energy';
import { entitlementsOf } from '../entitlements/entitlements';
import { debit } from '../ledger/ledger';
import {
  assertMayChatWith,
  lockFreeConversation,
  messageCostOrRefuse,
} from './conversation-access';
import { previewOf } from './message-views';

/** The ledger reason of a message's charge and of its refund; the reference is the message id. */
export const CHAT_CHARGE_REASON = 'chat_message';
export const CHAT_REFUND_REASON = 'chat_refund';

/**
 * Takes a message in one transaction: checks the conversation is free, charges 1 energy (or 5
 * coins when energy is empty), stores the message and an empty reply that the generation fills.
 * Either all of it happens or none of it. Locks the user row first, then the conversation, in
 * every path, so parallel sends queue up instead of deadlocking or overdrawing.
 */
export async function acceptMessage(
  db: Database,
  input: { userId: string; conversationId: string; content: string; now?: Date },
) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const user = await settleEnergy(tx, input.userId, now);
    if (!user) throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
    const { conversation, character } = await lockFreeConversation(
      tx,
      input.userId,
      input.conversationId,
    );
    const perks = entitlementsOf(user, now);
    assertMayChatWith(character, perks);
    const cost = messageCostOrRefuse(user);
    const [userMessage] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        role: 'user',
        content: input.content,
        chargeCurrency: cost.currency,
        chargeAmount: cost.amount,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!userMessage) throw new Error('message insert returned nothing');
    const charged = await debit(tx, {
      userId: user.id,
      currency: cost.currency,
      amount: cost.amount,
      reason: CHAT_CHARGE_REASON,
      reference: String(userMessage.id),
    });
    if (!charged) throw new Error('the balance changed under a row lock');
    const [reply] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        role: 'character',
        content: '',
        status: 'streaming',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!reply) throw new Error('reply insert returned nothing');
    await tx
      .update(conversations)
      .set({ lastMessageAt: now, lastMessagePreview: previewOf(input.content) })
      .where(eq(conversations.id, conversation.id));
    await tx
      .update(characters)
      .set({ chatCount: sql`${characters.chatCount} + 1` })
      .where(eq(characters.id, character.id));
    await tx
      .insert(characterActivity)
      .values({ characterId: character.id, day: now.toISOString().slice(0, 10), messages: 1 })
      .onConflictDoUpdate({
        target: [characterActivity.characterId, characterActivity.day],
        set: { messages: sql`${characterActivity.messages} + 1` },
      });
    return { user, perks, conversation, character, userMessage, reply };
  });
}
