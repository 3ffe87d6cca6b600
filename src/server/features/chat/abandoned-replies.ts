import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { type ReplyCharge, refundReplyCharge } from './reply-charge';
import { leaseExpired } from './reply-lease';
import { isVisitorId } from './tour/visitors';

/** Kept with a reply failed because its writer was gone. */
const ABANDONED_REASON = 'the server copy writing this reply stopped';

type AbandonedReply = {
  id: number;
  conversationId: string;
  userId: string;
  currency: 'energy' | 'gold' | null;
  amount: number | null;
  reference: string | null;
};

/** What a reply whose writer is gone was paid with, found from the stored rows. */
async function chargeOfAbandonedReply(
  db: Executor,
  reply: AbandonedReply,
): Promise<ReplyCharge | null> {
  if (isVisitorId(reply.userId)) return { kind: 'tourMessage', visitorId: reply.userId };
  // A new version (regenerated, or written after an edit) carries its own charge.
  if (reply.reference && reply.currency && reply.amount) {
    return {
      kind: 'ledger',
      userId: reply.userId,
      currency: reply.currency,
      amount: reply.amount,
      refundReason: LEDGER_REASON.chatRegenerateRefund,
      reference: reply.reference,
    };
  }
  // Otherwise the message it answers was charged.
  const [paid] = await db
    .select({
      id: messages.id,
      currency: messages.chargeCurrency,
      amount: messages.chargeAmount,
      giftId: messages.giftId,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, reply.conversationId),
        lt(messages.id, reply.id),
        eq(messages.role, 'user'),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1);
  if (!paid?.currency || !paid.amount) return null;
  return {
    kind: 'ledger',
    userId: reply.userId,
    currency: paid.currency,
    amount: paid.amount,
    refundReason: paid.giftId ? LEDGER_REASON.giftRefund : LEDGER_REASON.chatRefund,
    reference: String(paid.id),
  };
}

/**
 * Fails and refunds, in one transaction, a streaming reply whose writer is gone (its lease has
 * passed: the server copy crashed, was killed or lost the database). Answers whether this call did
 * it: only the call that moves the reply out of `streaming` refunds, so requests and copies racing
 * to recover one reply refund it once, and a writer that is alive after all is left alone.
 */
export async function recoverAbandonedReply(db: Database, replyId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reply] = await tx
      .update(messages)
      .set({ status: 'failed', failureReason: ABANDONED_REASON, updatedAt: new Date() })
      .where(and(eq(messages.id, replyId), eq(messages.status, 'streaming'), leaseExpired))
      .returning({
        id: messages.id,
        conversationId: messages.conversationId,
        currency: messages.chargeCurrency,
        amount: messages.chargeAmount,
        reference: messages.chargeReference,
      });
    if (!reply) return false;
    const [owner] = await tx
      .select({ userId: conversations.userId })
      .from(conversations)
      .where(eq(conversations.id, reply.conversationId));
    // Gone only with the conversation itself (an erased account): nobody to refund.
    if (!owner) return true;
    const charge = await chargeOfAbandonedReply(tx, { ...reply, ...owner });
    await refundReplyCharge(tx, charge);
    return true;
  });
}

/**
 * Fails and refunds every reply whose writer is gone, for the periodic sweep: sends and joins
 * recover the reply of the conversation they meet, this catches the ones nobody opens again.
 */
export async function failStaleReplies(db: Database): Promise<number> {
  const stale = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'streaming'), leaseExpired));
  let failed = 0;
  for (const reply of stale) if (await recoverAbandonedReply(db, reply.id)) failed++;
  return failed;
}
