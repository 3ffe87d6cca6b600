import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { RequestKey } from '../../api/request-key';
import type { Database, Executor } from '../../db/database';
import { conversations, messages } from '../../db/schema/conversations';
import { gifts } from '../../db/schema/gifts';
import { answerLanguage } from '../characters/character-views';
import {
  changeConversation,
  claimUserCall,
  lockUserAndConversation,
} from '../chat/conversation-access';
import { storeExchange } from '../chat/store-exchange';
import { debit } from '../ledger/ledger';
import { recordRequestResult } from '../request-keys/request-keys';

/** Midnight UTC of `now`: gift limits count per UTC day. */
const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Gifts a user sent since midnight UTC, over all their conversations. */
export async function giftsSentToday(db: Executor, userId: string, now = new Date()) {
  const [row] = await db
    .select({ sent: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(conversations.userId, userId),
        isNotNull(messages.giftId),
        gte(messages.createdAt, startOfUtcDay(now)),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Gives a gift in one transaction: checks the daily limit (none for members) and the coins, takes
 * the price through the ledger, stores the gift message and the empty reply she writes to it.
 * Locks the user row first, then the conversation, like every other send. A repeat of a gift (its
 * request key) answers `{ repeated }`, the ids the first one made, and changes nothing.
 */
export async function acceptGift(
  db: Database,
  input: {
    userId: string;
    conversationId: string;
    giftId: string;
    lang: string | undefined;
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
    const [gift] = await tx.select().from(gifts).where(eq(gifts.id, input.giftId)).limit(1);
    if (!gift) throw new ApiFailure(REFUSAL_CODE.notFound, 'This gift does not exist');
    if (
      perks.giftsPerDay !== null &&
      (await giftsSentToday(tx, user.id, now)) >= perks.giftsPerDay
    ) {
      throw new ApiFailure(
        REFUSAL_CODE.giftLimit,
        `You can send ${perks.giftsPerDay} gifts a day; VIP members send as many as they like`,
      );
    }
    if (user.goldBalance < gift.price) {
      throw new ApiFailure(REFUSAL_CODE.notEnoughCoins, 'Not enough coins for this gift');
    }
    const language = answerLanguage(input.lang, user.lang);
    const name = gift.names[language] ?? gift.names.en ?? gift.id;
    const cost = { currency: 'gold' as const, amount: gift.price };
    const { userMessage, reply } = await storeExchange(tx, {
      conversationId: conversation.id,
      content: `${gift.emoji} ${name}`,
      cost,
      giftId: gift.id,
      now,
    });
    const charged = await debit(tx, {
      userId: user.id,
      ...cost,
      reason: LEDGER_REASON.gift,
      reference: String(userMessage.id),
    });
    if (!charged) throw new Error('the balance changed under a row lock');
    await recordRequestResult(tx, user.id, input.requestKey, {
      userMessageId: String(userMessage.id),
      replyId: String(reply.id),
    });
    return { repeated: null, user, perks, conversation, character, userMessage, reply };
  });
}
