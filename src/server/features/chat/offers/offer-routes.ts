import {
  offerAcceptEndpoint,
  offerAllowanceEndpoint,
  offerAllowanceSetEndpoint,
  offerStatusEndpoint,
} from '@contract/api/photo-offer-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { PHOTO_OFFER_RULES } from '@contract/photo-offers';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../../api/endpoint-handler';
import { messages } from '../../../db/schema/conversations';
import { users } from '../../../db/schema/users';
import { entitlementsOf } from '../../entitlements/entitlements';
import { loadMessageView, loadOwnConversation } from '../conversation-access';
import { toChatMessage } from '../message-views';
import { acceptPhotoOffer, allowanceSpentToday } from './photo-offers';

/** A reply with an offer in one of the caller's conversations, as they see it. */
async function offerMessage(
  context: HandlerContext,
  userId: string,
  input: { conversationId: string; messageId: string },
) {
  await loadOwnConversation(context.db, userId, input.conversationId);
  const [row] = await context.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, Number(input.messageId)),
        eq(messages.conversationId, input.conversationId),
      ),
    );
  if (!row?.offer) {
    throw new ApiFailure(REFUSAL_CODE.offerClosed, 'There is no photo offer on this message');
  }
  return { message: toChatMessage(row, await loadMessageView(context, userId)) };
}

/** The caller's allowance as the settings show it. */
async function allowanceOf(context: HandlerContext, userId: string) {
  const [user] = await context.db
    .select({ vipExpireAt: users.vipExpireAt, allowance: users.photoOfferAllowance })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
  return {
    allowance: user.allowance,
    isVip: entitlementsOf(user).vip,
    price: PHOTO_OFFER_RULES.price,
    spentToday: await allowanceSpentToday(context.db, userId),
  };
}

export const photoOfferRoutes = [
  implement(offerAcceptEndpoint, async (input, context) => {
    const userId = signedInUid(context);
    if (context.env.DISABLED_FEATURES.includes('imageGeneration')) {
      throw new ApiFailure(REFUSAL_CODE.featureOff, 'Photos are not drawn on this server');
    }
    await loadOwnConversation(context.db, userId, input.conversationId);
    const opened = await acceptPhotoOffer(context.db, {
      userId,
      conversationId: input.conversationId,
      messageId: Number(input.messageId),
    });
    if (opened.jobId) await context.services.generation.wake(opened.jobId);
    return { message: toChatMessage(opened.row, await loadMessageView(context, userId)) };
  }),

  implement(offerStatusEndpoint, async (input, context) =>
    offerMessage(context, signedInUid(context), input),
  ),

  implement(offerAllowanceEndpoint, async (_input, context) =>
    allowanceOf(context, signedInUid(context)),
  ),

  implement(offerAllowanceSetEndpoint, async ({ allowance }, context) => {
    const userId = signedInUid(context);
    const current = await allowanceOf(context, userId);
    // Anyone may turn it off; only a member may have one (it opens offers only while they are).
    if (allowance > 0 && !current.isVip) {
      throw new ApiFailure(REFUSAL_CODE.vipOnly, 'The photo allowance is for VIP members');
    }
    await context.db
      .update(users)
      .set({ photoOfferAllowance: allowance })
      .where(eq(users.id, userId));
    return { ...current, allowance };
  }),
];
