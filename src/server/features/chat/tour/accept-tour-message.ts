import { REFUSAL_CODE } from '@contract/api-codes';
import { eq, sql } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import type { RequestKey } from '../../../api/request-key';
import type { Database } from '../../../db/database';
import { visitors } from '../../../db/schema/visitors';
import { claimRequestKey, recordRequestResult } from '../../request-keys/request-keys';
import { changeConversation, lockFreeConversation } from '../conversation-access';
import { asksForPhoto, pickPhotoToSend } from '../sent-photos';
import { storeExchange } from '../store-exchange';
import { lockVisitor, tourQuotaOf } from './visitors';

/**
 * Takes a visitor's tour message in one transaction: spends one of the free messages, stores the
 * message and the empty reply. Locks the visitor row first, then the conversation, so parallel
 * sends can never spend more than the quota. A repeat (its request key) answers `{ repeated }`.
 */
export async function acceptTourMessage(
  db: Database,
  input: {
    visitorId: string;
    conversationId: string;
    content: string;
    askPhoto?: boolean;
    requestKey: RequestKey | null;
  },
) {
  const now = new Date();
  return changeConversation(db, async (tx) => {
    const visitor = await lockVisitor(tx, input.visitorId);
    const repeated = await claimRequestKey(tx, visitor.id, input.requestKey);
    if (repeated) return { repeated };
    if (visitor.claimedBy) {
      throw new ApiFailure(REFUSAL_CODE.visitorUnknown, 'This tour has ended; open it again');
    }
    const { conversation, character } = await lockFreeConversation(
      tx,
      visitor.id,
      input.conversationId,
    );
    if (tourQuotaOf(visitor).messagesLeft <= 0) {
      throw new ApiFailure(
        REFUSAL_CODE.tourQuotaUsed,
        'You used your free messages; sign in to keep chatting',
      );
    }
    const exchange = await storeExchange(tx, {
      conversationId: conversation.id,
      content: input.content,
      cost: null,
      // Visitors get her photos too, blurred, with the offer to unlock them.
      replyPhoto: asksForPhoto(input.content, input.askPhoto)
        ? await pickPhotoToSend(tx, conversation.id, character.id)
        : null,
      now,
    });
    await tx
      .update(visitors)
      .set({ messagesUsed: sql`${visitors.messagesUsed} + 1` })
      .where(eq(visitors.id, visitor.id));
    await recordRequestResult(tx, visitor.id, input.requestKey, {
      userMessageId: String(exchange.userMessage.id),
      replyId: String(exchange.reply.id),
    });
    return { repeated: null, visitor, conversation, character, ...exchange };
  });
}
