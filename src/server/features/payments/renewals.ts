import { ORDER_STATUS, PROMOTION_TIER } from '@contract/enums';
import { HOUR_MS } from '@contract/time';
import { and, eq, inArray, isNotNull, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { PaymentServices } from '../../api/endpoint-handler';
import type { Database } from '../../db/database';
import { orders, paymentCards, subscriptions, vipPlans } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { Logger } from '../../lib/logger';
import { newOpaqueId } from '../../lib/secrets';
import { type PayPalCapture, PayPalError } from '../../providers/paypal/paypal-api';
import { grantPaidOrder } from './grant-order';
import { cancelOrder, vipGoodsOf } from './orders';
import type { PlanRow } from './plan-pricing';
import type { SubscriptionRow } from './subscriptions';

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
 * Subscriptions of deactivated accounts are paused: skipped until the account is restored.
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
        // A deactivated account is not charged: its renewal waits until it is restored.
        notInArray(
          subscriptions.userId,
          db.select({ id: users.id }).from(users).where(isNotNull(users.deactivatedAt)),
        ),
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
      // The outcome is unknown (no answer, a provider error): the next run tries the same key.
      log.error({ err: error, subscriptionId: subscription.id }, 'renewal failed; retrying later');
    }
  }
  return renewed;
}

/**
 * The provider refused this attempt (a decline, a missing card or plan): the next one waits six
 * hours and gets a new key, and a subscription long overdue stops renewing.
 */
async function recordRefusal(db: Database, subscription: SubscriptionRow, now: Date) {
  const isOverdue = now.getTime() - subscription.currentPeriodEnd.getTime() > GIVE_UP_AFTER_MS;
  await db
    .update(subscriptions)
    .set({
      lastFailureAt: now,
      refusedRenewals: sql`${subscriptions.refusedRenewals} + 1`,
      ...(isOverdue ? { state: 'cancelled' as const, cancelledAt: now } : {}),
    })
    .where(eq(subscriptions.id, subscription.id));
}

/**
 * The key of one renewal attempt: the subscription, the period it pays for and how many attempts
 * the provider refused. A run that crashed or lost its answer finds the same key again, so the
 * provider sees the same request id and answers its first result instead of charging twice.
 */
function renewalKeyOf(subscription: SubscriptionRow): string {
  const period = subscription.currentPeriodEnd.toISOString();
  return `renew-${subscription.id}-${period}-${subscription.refusedRenewals}`;
}

/** The renewal order of this attempt: made by the first run, found again by every later one. */
async function renewalOrderOf(db: Database, subscription: SubscriptionRow, plan: PlanRow) {
  const renewalKey = renewalKeyOf(subscription);
  await db
    .insert(orders)
    .values({
      id: newOpaqueId(),
      userId: subscription.userId,
      kind: 'vip',
      goods: vipGoodsOf(plan),
      amountUsd: plan.priceUsd,
      starsAmount: plan.starsPrice,
      tier: PROMOTION_TIER.origin,
      payMethod: subscription.provider === 'paypal' ? 'PayPalWallet' : 'Sandbox',
      comeFrom: 'renewal',
      extra: { subscription: subscription.id },
      renewalKey,
    })
    .onConflictDoNothing({ target: orders.renewalKey });
  const [order] = await db.select().from(orders).where(eq(orders.renewalKey, renewalKey));
  if (!order) throw new Error(`renewal order ${renewalKey} vanished`);
  return order;
}

/** Whether PayPal's answer is a refusal; anything else (no answer, 5xx) has an unknown outcome. */
function isPayPalRefusal(error: unknown): boolean {
  return (
    error instanceof PayPalError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 409 &&
    error.status !== 429
  );
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
    await recordRefusal(db, { ...subscription, currentPeriodEnd: new Date(0) }, now);
    return false;
  }
  const order = await renewalOrderOf(db, subscription, plan);
  if (order.status !== ORDER_STATUS.wait) return false;
  let providerRef = `sandbox-renewal-${order.id}`;
  if (card.provider === 'paypal') {
    if (!payments.paypal) throw new Error('PayPal is not configured for a PayPal renewal');
    let capture: PayPalCapture;
    try {
      capture = await payments.paypal.chargeVaulted({
        vaultId: card.vaultId,
        referenceId: order.id,
        amountUsd: order.amountUsd,
        description: plan.id,
        requestId: order.renewalKey ?? renewalKeyOf(subscription),
      });
    } catch (error) {
      if (!isPayPalRefusal(error)) throw error;
      capture = { status: 'REFUSED', captureId: null, payerId: null, vaulted: null };
    }
    if (capture.status !== 'COMPLETED') {
      await cancelOrder(db, order.id, `renewal ${capture.status}`);
      await recordRefusal(db, subscription, now);
      return false;
    }
    providerRef = capture.captureId ?? `paypal-renewal-${order.id}`;
  }
  return db.transaction(async (tx) => {
    const paid = await grantPaidOrder(
      tx,
      order.id,
      { payMethod: order.payMethod ?? '', providerRef },
      now,
    );
    // Another run granted it first; the period has moved on already.
    if (!paid) return false;
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
        refusedRenewals: 0,
      })
      .where(eq(subscriptions.id, subscription.id));
    return true;
  });
}

/**
 * Renewals as a periodic task: hourly on the job queue, which runs it on one server copy at a
 * time; the renewal keys keep even overlapping runs from charging a card twice.
 */
export function renewalTask(db: Database, payments: PaymentServices): PeriodicTask {
  return {
    name: 'renew-subscriptions',
    cron: '7 * * * *',
    done: 'renewed subscriptions',
    failed: 'renewing subscriptions failed',
    run: (log) => renewDueSubscriptions(db, payments, log),
  };
}
