import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages } from '../../db/schema/conversations';
import { logWithheldReply } from '../safety/chat-reply-check';
import type { TextWithheld } from '../safety/checked-text-stream';
import { WITHHELD_REASON } from './message-views';
import { type ReplyCharge, refundReplyCharge } from './reply-charge';

/**
 * Withholds a reply the moderation provider refused part of, in one transaction: it is failed
 * with no text (what was shown of it goes too), what it was paid with comes back, and the refusal
 * is logged for moderators. Only the call that moves the reply out of `streaming` does it, so a
 * recovery by another copy cannot refund it twice.
 */
export async function withholdReply(
  db: Database,
  reply: { replyId: number; conversationId: string; charge: ReplyCharge | null },
  withheld: TextWithheld,
  provider: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(messages)
      .set({ status: 'failed', content: '', failureReason: WITHHELD_REASON, updatedAt: new Date() })
      .where(and(eq(messages.id, reply.replyId), eq(messages.status, 'streaming')))
      .returning({ id: messages.id });
    if (failed.length === 0) return;
    await refundReplyCharge(tx, reply.charge);
    await logWithheldReply(tx, {
      conversationId: reply.conversationId,
      source: reply.charge?.kind === 'tourMessage' ? 'tour_reply' : 'chat_reply',
      provider,
      withheld,
    });
  });
}
