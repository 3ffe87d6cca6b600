import {
  subscriptionCancelEndpoint,
  subscriptionChangePlanEndpoint,
  subscriptionInfoEndpoint,
  subscriptionResumeEndpoint,
} from '@contract/api/vip-endpoints';
import { REFUSAL_CODE, type SubscriptionCancelledDetails } from '@contract/api-codes';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { subscriptions, vipPlans } from '../../db/schema/payments';
import { identities } from '../../db/schema/users';
import { findSubscription, listCards, type SubscriptionRow, toSubscription } from './subscriptions';

const noSubscription = () =>
  new ApiFailure(
    REFUSAL_CODE.noSubscription,
    'You currently have no subscription and cannot cancel',
  );

/** Cancelling twice: the subscription is cancelled already and runs until its period ends. */
const alreadyCancelled = (row: SubscriptionRow) => {
  const details: SubscriptionCancelledDetails = {
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  };
  return new ApiFailure(
    REFUSAL_CODE.subscriptionCancelled,
    `Your subscription is already cancelled; your VIP stays until ${details.currentPeriodEnd.slice(0, 10)}`,
    details,
  );
};

/** Turns renewal of a Stars subscription off or on in Telegram, which charges it. */
async function setStarsRenewal(
  context: HandlerContext,
  row: SubscriptionRow,
  isCancelled: boolean,
) {
  const bot = context.services.payments.telegram;
  const [telegram] = await context.db
    .select({ subject: identities.subject })
    .from(identities)
    .where(and(eq(identities.userId, row.userId), eq(identities.kind, 'telegram')))
    .limit(1);
  if (!bot || !telegram || !row.providerRef) {
    throw new ApiFailure(
      REFUSAL_CODE.paymentFailed,
      'payment may have encountered an issue, wait or contact support',
    );
  }
  await bot.api.editUserStarSubscription(Number(telegram.subject), row.providerRef, isCancelled);
}

async function updateSubscription(
  context: HandlerContext,
  row: SubscriptionRow,
  change: Partial<typeof subscriptions.$inferInsert>,
) {
  const [updated] = await context.db
    .update(subscriptions)
    .set(change)
    .where(eq(subscriptions.id, row.id))
    .returning();
  return { subscription: updated ? toSubscription(updated) : null };
}

export const subscriptionRoutes = [
  implement(subscriptionInfoEndpoint, async (_input, context) => {
    const row = await findSubscription(context.db, signedInUid(context));
    return { subscription: row ? toSubscription(row) : null };
  }),

  implement(subscriptionCancelEndpoint, async (_input, context) => {
    const row = await findSubscription(context.db, signedInUid(context));
    if (row?.state === 'cancelled' && row.currentPeriodEnd.getTime() > Date.now()) {
      throw alreadyCancelled(row);
    }
    if (row?.state !== 'active') throw noSubscription();
    if (row.provider === 'telegramStars') await setStarsRenewal(context, row, true);
    return updateSubscription(context, row, { state: 'cancelled', cancelledAt: new Date() });
  }),

  implement(subscriptionResumeEndpoint, async (_input, context) => {
    const userId = signedInUid(context);
    const row = await findSubscription(context.db, userId);
    if (!row) throw noSubscription();
    if (row.state === 'active') return { subscription: toSubscription(row) };
    if (row.provider === 'telegramStars') {
      await setStarsRenewal(context, row, false);
      return updateSubscription(context, row, { state: 'active', cancelledAt: null });
    }
    const cards = await listCards(context.db, userId);
    const card = cards.find((item) => item.id === row.cardId) ?? cards[0];
    if (!card) {
      throw new ApiFailure(
        REFUSAL_CODE.noLinkedCard,
        "You haven't linked a credit card yet. Please link one first",
      );
    }
    return updateSubscription(context, row, {
      state: 'active',
      cancelledAt: null,
      cardId: card.id,
      provider: card.provider,
      lastFailureAt: null,
    });
  }),

  implement(subscriptionChangePlanEndpoint, async ({ planId }, context) => {
    const row = await findSubscription(context.db, signedInUid(context));
    if (!row) throw noSubscription();
    if (row.provider === 'telegramStars') {
      throw new ApiFailure(
        REFUSAL_CODE.paymentMethodNotHere,
        'Stars subscriptions renew every month; buy another plan with Stars instead',
      );
    }
    const [plan] = await context.db
      .select({ id: vipPlans.id, renewable: vipPlans.renewable })
      .from(vipPlans)
      .where(and(eq(vipPlans.id, planId), eq(vipPlans.active, true)));
    if (!plan?.renewable) throw new ApiFailure(REFUSAL_CODE.notFound, 'This plan cannot renew');
    return updateSubscription(context, row, {
      nextPlanId: plan.id === row.planId ? null : plan.id,
    });
  }),
];
