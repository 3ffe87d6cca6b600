import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { PHOTO_OFFER_RULES } from '@contract/photo-offers';
import { DAY_MS } from '@contract/time';
import { and, eq, sql } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import type { Database, Executor, Transaction } from '../../../db/database';
import { conversations, type MessageOffer, messages } from '../../../db/schema/conversations';
import { users } from '../../../db/schema/users';
import { newOpaqueId } from '../../../lib/secrets';
import { entitlementsOf } from '../../entitlements/entitlements';
import { debit } from '../../ledger/ledger';
import { checkPromptSafety } from '../../safety/prompt-safety';
import { orderChatPhoto } from '../chat-photo-kind';
import type { MessageRow } from '../message-views';

/** The offer's state as the database reads it. */
const offerState = sql<string>`${messages.offer}->>'state'`;

/** Offers a user was made in the last day: in one conversation, and in all of theirs. */
async function offersToday(tx: Executor, userId: string, conversationId: string | null, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await tx
    .select({
      inConversation: sql<number>`count(*) filter (where ${messages.conversationId} = ${conversationId ?? ''})`,
      all: sql<number>`count(*)`,
      autoSpent: sql<number>`coalesce(sum((${messages.offer}->>'price')::int) filter (where ${messages.offer}->>'isAuto' = 'true' and ${offerState} <> 'open'), 0)`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.userId, userId),
        sql`${messages.offer} is not null`,
        sql`${messages.createdAt} > ${since}`,
      ),
    );
  return {
    inConversation: Number(row?.inConversation ?? 0),
    all: Number(row?.all ?? 0),
    autoSpent: Number(row?.autoSpent ?? 0),
  };
}

/** Coins the user's allowance took for offers in the last day. */
export async function allowanceSpentToday(db: Database, userId: string, now = new Date()) {
  return (await offersToday(db, userId, null, now)).autoSpent;
}

/** Whether an offer's line may be drawn: no minors, no real person (the photo prompt's check). */
const isSafeToDraw = (line: string) => checkPromptSafety(line).isSafe;

/** A photo offer stored with a finished reply, and the job to wake when it opened by itself. */
export interface StoredOffer {
  row: MessageRow;
  jobId: string | null;
}

/**
 * Stores the photo she offered on her finished reply, unless the caps are reached (the command
 * is then dropped, as if she never wrote it), the reply carries a photo already, or the line is
 * not safe to draw. A VIP member's offer within their daily allowance opens at once, charged as a
 * tap would be; anything else waits for a tap and costs nothing. Answers null when nothing was
 * stored.
 */
export async function storePhotoOffer(
  db: Database,
  input: { userId: string; conversationId: string; replyId: number; line: string },
  now = new Date(),
): Promise<StoredOffer | null> {
  if (!isSafeToDraw(input.line)) return null;
  return db.transaction(async (tx) => {
    // The user row is locked first, so offers of parallel conversations count each other.
    const [user] = await tx
      .select({ vipExpireAt: users.vipExpireAt, allowance: users.photoOfferAllowance })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!user) return null;
    const today = await offersToday(tx, input.userId, input.conversationId, now);
    if (
      today.inConversation >= PHOTO_OFFER_RULES.perConversationPerDay ||
      today.all >= PHOTO_OFFER_RULES.perUserPerDay
    ) {
      return null;
    }
    const offer: MessageOffer = {
      id: newOpaqueId().slice(0, 16),
      line: input.line,
      price: PHOTO_OFFER_RULES.price,
      state: 'open',
      isAuto: false,
    };
    const [stored] = await tx
      .update(messages)
      .set({ offer })
      .where(
        and(
          eq(messages.id, input.replyId),
          eq(messages.status, 'done'),
          sql`${messages.photo} is null`,
          sql`(${messages.offer} is null or ${offerState} = 'open')`,
        ),
      )
      .returning();
    if (!stored) return null;
    const fitsAllowance =
      entitlementsOf(user, now).vip && today.autoSpent + offer.price <= user.allowance;
    if (!fitsAllowance) return { row: stored, jobId: null };
    try {
      // In a savepoint: with too few coins it is undone and the offer waits for a tap like any other.
      const opened = await tx.transaction((savepoint) =>
        openOfferIn(savepoint, {
          userId: input.userId,
          conversationId: input.conversationId,
          messageId: input.replyId,
          isAuto: true,
        }),
      );
      return opened === 'closed' ? { row: stored, jobId: null } : opened;
    } catch (error) {
      if (error instanceof ApiFailure && error.code === REFUSAL_CODE.notEnoughCoins) {
        return { row: stored, jobId: null };
      }
      throw error;
    }
  });
}

/**
 * Opens an offer in the caller's transaction: moves it from `open` to `drawing` (one statement,
 * so of any number of parallel taps exactly one gets past it), orders the photo through the chat
 * photo pipeline and charges its price (the job is the charge's reference, and refunds it when
 * drawing fails). Answers 'closed' when it was not open; refuses (the caller rolls back) when the
 * coins are short.
 */
async function openOfferIn(
  tx: Transaction,
  input: { userId: string; conversationId: string; messageId: number; isAuto: boolean },
): Promise<StoredOffer | 'closed'> {
  const [opened] = await tx
    .update(messages)
    .set({
      offer: sql`${messages.offer} || jsonb_build_object('state', 'drawing', 'isAuto', ${input.isAuto}::boolean)`,
    })
    .where(
      and(
        eq(messages.id, input.messageId),
        eq(messages.conversationId, input.conversationId),
        eq(offerState, 'open'),
        sql`exists (select 1 from ${conversations} where ${conversations.id} = ${messages.conversationId} and ${conversations.userId} = ${input.userId})`,
      ),
    )
    .returning();
  const offer = opened?.offer;
  if (!opened || !offer) return 'closed';
  if (!isSafeToDraw(offer.line)) throw new ApiFailure(REFUSAL_CODE.unsafeOffer, UNSAFE_OFFER);
  const [conversation] = await tx
    .select({ characterId: conversations.characterId })
    .from(conversations)
    .where(eq(conversations.id, input.conversationId));
  if (!conversation) return 'closed';
  const jobId = await orderChatPhoto(tx, {
    userId: input.userId,
    replyId: input.messageId,
    characterId: conversation.characterId,
    content: offer.line,
    offer: { id: offer.id, price: offer.price },
  });
  if (!jobId) throw new ApiFailure(REFUSAL_CODE.unsafeOffer, UNSAFE_OFFER);
  const isPaid = await debit(tx, {
    userId: input.userId,
    currency: 'gold',
    amount: offer.price,
    reason: LEDGER_REASON.photoGeneration,
    reference: jobId,
  });
  if (!isPaid) {
    throw new ApiFailure(
      REFUSAL_CODE.notEnoughCoins,
      `Opening this photo takes ${PHOTO_OFFER_RULES.price} coins`,
    );
  }
  return { row: opened, jobId };
}

const UNSAFE_OFFER = 'What this photo would show cannot be drawn; nothing was charged';

/**
 * The user taps "See it": charges the offer once and starts drawing it. Refuses with 2160 when
 * it was opened already (20 parallel taps charge once), 2020 when the coins are short.
 */
export async function acceptPhotoOffer(
  db: Database,
  input: { userId: string; conversationId: string; messageId: number },
): Promise<StoredOffer> {
  return db.transaction(async (tx) => {
    // The user first, as every paid change does, so parallel taps queue instead of deadlocking.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const opened = await openOfferIn(tx, { ...input, isAuto: false });
    if (opened === 'closed') {
      throw new ApiFailure(
        REFUSAL_CODE.offerClosed,
        'This photo was opened already, or the message is gone; nothing was charged again',
      );
    }
    return opened;
  });
}

/** Clears an offer still open on a reply written again without one (its line no longer fits). */
export async function clearOpenOffer(db: Database, replyId: number) {
  await db
    .update(messages)
    .set({ offer: null })
    .where(and(eq(messages.id, replyId), eq(offerState, 'open')));
}
