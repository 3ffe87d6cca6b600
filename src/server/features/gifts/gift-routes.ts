import { giftListEndpoint, sendGiftEndpoint } from '@contract/api/gift-endpoints';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { asc, eq } from 'drizzle-orm';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { assertFeatureOn } from '../../config/feature-switch';
import { gifts } from '../../db/schema/gifts';
import { users } from '../../db/schema/users';
import { answerLanguage } from '../characters/character-views';
import { loadMessageView } from '../chat/conversation-access';
import { answerRepeatedExchange } from '../chat/repeated-calls';
import { assertTakingReplies } from '../chat/reply-drain';
import { replyToUserMessage } from '../chat/reply-flow';
import { entitlementsOf } from '../entitlements/entitlements';
import { assertChatNotLocked } from '../safety/chat-strikes';
import { acceptGift, giftsSentToday } from './accept-gift';

export const giftRoutes = [
  implement(giftListEndpoint, async ({ lang }, context) => {
    assertFeatureOn(context.env, 'gifts');
    const rows = await context.db.select().from(gifts).orderBy(asc(gifts.price), asc(gifts.sort));
    const [user] = context.uid
      ? await context.db
          .select({ lang: users.lang, vipExpireAt: users.vipExpireAt })
          .from(users)
          .where(eq(users.id, context.uid))
      : [];
    const language = answerLanguage(lang, user?.lang);
    return {
      list: rows.map((gift) => ({
        id: gift.id,
        emoji: gift.emoji,
        name: gift.names[language] ?? gift.names.en ?? gift.id,
        price: gift.price,
      })),
      sentToday: context.uid ? await giftsSentToday(context.db, context.uid) : 0,
      dailyLimit: entitlementsOf({ vipExpireAt: user?.vipExpireAt ?? null }).giftsPerDay,
    };
  }),

  implement(sendGiftEndpoint, async ({ conversationId, giftId, lang }, context) => {
    assertFeatureOn(context.env, 'gifts');
    const userId = signedInUid(context);
    assertTakingReplies(context.services.chat);
    // A gift buys her reply: a locked chat takes none, and nothing is charged.
    await assertChatNotLocked(context.db, userId);
    const accepted = await acceptGift(context.db, {
      userId,
      conversationId,
      giftId,
      lang,
      requestKey: context.requestKey,
    });
    if (accepted.repeated) {
      const view = await loadMessageView(context, userId);
      return answerRepeatedExchange(context, accepted.repeated, view);
    }
    return replyToUserMessage(context, accepted, {
      lang,
      refundReason: LEDGER_REASON.giftRefund,
      rememberFacts: false,
    });
  }),
];
