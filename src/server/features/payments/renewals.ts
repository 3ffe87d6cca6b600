import { PROMOTION_TIER } from '@contract/enums';
import { and, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { PaymentServices } from '../../api/endpoint-handler';
import type { Database } from '../../db/database';
import { orders, paymentCards, subscriptions, vipPlans } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { newOpaqueId } from '../../lib/secrets';
import { grantPaidOrder } from './grant-order';
import { cancelOrder, vipGoodsOf } from './orders';
import type { SubscriptionRow } from './subscriptions';

const HOUR_MS = 60 * 60 * 1000;
/** Renewals are charged this long before the paid period ends, so VIP never lapses. */
const RENEW_AHEAD_MS = 2 * HOUR_MS;
/** A failed renewal is tried again after this long… */
const RETRY_AFTER_MS = 6 * HOUR_MS;
/** …until the period ended this long ago; then the subscription stops renewing. */
const GIVE_UP_AFTER_MS = 3 * 24 * HOUR_MS;

/**
 * Charges the subscriptions whose period is about to end (cards kept with PayPal, or the sandbox
 * card), each through the provider that holds its card, and extends VIP with the plan chosen for
 * the next period. Stars subscriptions are charged by Telegram and arrive as payments instead.
 * Answers how many were renewed.
 */
export async function renewDueSubscriptions(
  db: Database,
  payments: PaymentServices,
  log: Logger,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.state, 'active'),
        inArray(subscriptions.provider, ['paypal', 'sandbox']),
        lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + RENEW_AHEAD_MS)),
        or(
          isNull(subscriptions.lastFailureAt),
          lt(subscriptions.lastFailureAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      ),
    );
  let renewed = 0;
  for (const subscription of due) {
    try {
      if (await renewOne(db, payments, subscription, now)) renewed++;
    } catch (error) {
      log.error({ err: error, subscriptionId: subscription.id }, 'renewal failed');
      await recordFailure(db, subscription, now);
    }
  }
  return renewed;
}

async function recordFailure(db: Database, subscription: SubscriptionRow, now: Date) {
  const isOverdue = now.getTime() - subscription.currentPeriodEnd.getTime() > GIVE_UP_AFTER_MS;
  await db
    .update(subscriptions)
    .set(
      isOverdue
        ? { state: 'cancelled', cancelledAt: now, lastFailureAt: now }
        : { lastFailureAt: now },
    )
    .where(eq(subscriptions.id, subscription.id));
}

async function renewOne(
  db: Database,
  payments: PaymentServices,
  subscription: SubscriptionRow,
  now: Date,
): Promise<boolean> {
  const planId = subscription.nextPlanId ?? subscription.planId;
  const [plan] = await db
    .select()
    .from(vipPlans)
    .where(and(eq(vipPlans.id, planId), eq(vipPlans.active, true), eq(vipPlans.renewable, true)));
  const [card] = subscription.cardId
    ? await db.select().from(paymentCards).where(eq(paymentCards.id, subscription.cardId))
    : [];
  if (!plan || !card) {
    await recordFailure(db, { ...subscription, currentPeriodEnd: new Date(0) }, now);
    return false;
  }
  const orderId = newOpaqueId();
  const payMethod = card.provider === 'paypal' ? 'PayPalWallet' : 'Sandbox';
  await db.insert(orders).values({
    id: orderId,
    userId: subscription.userId,
    kind: 'vip',
    goods: vipGoodsOf(plan),
    amountUsd: plan.priceUsd,
    starsAmount: plan.starsPrice,
    tier: PROMOTION_TIER.origin,
    payMethod,
    comeFrom: 'renewal',
    extra: { subscription: subscription.id },
  });
  let providerRef = `sandbox-renewal-${orderId}`;
  if (card.provider === 'paypal') {
    if (!payments.paypal) throw new Error('PayPal is not configured for a PayPal renewal');
    const capture = await payments.paypal.chargeVaulted({
      vaultId: card.vaultId,
      referenceId: orderId,
      amountUsd: plan.priceUsd,
      description: plan.id,
      requestId: `renew-${orderId}`,
    });
    if (capture.status !== 'COMPLETED') {
      await cancelOrder(db, orderId, `renewal ${capture.status}`);
      await recordFailure(db, subscription, now);
      return false;
    }
    providerRef = capture.captureId ?? `paypal-renewal-${orderId}`;
  }
  await db.transaction(async (tx) => {
    await grantPaidOrder(tx, orderId, { payMethod, providerRef }, now);
    const [user] = await tx
      .select({ vipExpireAt: users.vipExpireAt })
      .from(users)
      .where(eq(users.id, subscription.userId));
    await tx
      .update(subscriptions)
      .set({
        planId: plan.id,
        nextPlanId: null,
        currentPeriodEnd: user?.vipExpireAt ?? now,
        lastFailureAt: null,
      })
      .where(eq(subscriptions.id, subscription.id));
  });
  return true;
}

/** Runs the renewals at start and hourly; returns the function that stops it. */
export function startRenewalJob(db: Database, payments: PaymentServices, log: Logger) {
  return startPeriodicJob({
    log,
    intervalMs: HOUR_MS,
    done: 'renewed subscriptions',
    failed: 'renewing subscriptions failed',
    task: () => renewDueSubscriptions(db, payments, log),
  });
}
