import { ORDER_STATUS } from '@contract/enums';
import { eq } from 'drizzle-orm';
import type { Bot } from 'grammy';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema/payments';
import type { Logger } from '../../lib/logger';
import { newOpaqueId } from '../../lib/secrets';
import { grantPaidOrder } from './grant-order';
import { startSubscription } from './subscriptions';

/** A Stars payment as Telegram reports it in `successful_payment`. */
interface StarsPayment {
  orderId: string;
  chargeId: string;
  currency: string;
  totalAmount: number;
  telegramUserId: number | null;
  /** A renewal of a Stars subscription (Telegram charges it every 30 days). */
  isRecurring: boolean;
  /** When the subscription's paid period ends (Unix seconds), for subscriptions. */
  subscriptionExpiration: number | null;
}

/** Whether Telegram may take the payment: the order waits for Stars at exactly this price. */
async function isStarsOrderPayable(
  db: Database,
  query: { orderId: string; currency: string; totalAmount: number },
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, query.orderId)).limit(1);
  return Boolean(
    order &&
      order.status === ORDER_STATUS.wait &&
      order.payMethod === 'TelegramStar' &&
      query.currency === 'XTR' &&
      query.totalAmount === order.starsAmount,
  );
}

/**
 * Grants a Stars payment exactly once per `telegram_payment_charge_id`: the first payment of an
 * order pays that order (and starts a subscription when one was bought); a renewal makes a paid
 * order of its own for the same plan. Replays, also ones arriving together, and payments that do
 * not match their order, change nothing. Answers what happened, for the log.
 */
async function settleStarsPayment(
  db: Database,
  payment: StarsPayment,
): Promise<'granted' | 'renewed' | 'replayed' | 'refused'> {
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (order?.payMethod !== 'TelegramStar' || payment.currency !== 'XTR') return 'refused';
  if (payment.totalAmount !== order.starsAmount) return 'refused';
  const proof = {
    payMethod: 'TelegramStar',
    providerRef: payment.chargeId,
  };
  return db.transaction(async (tx) => {
    // Telegram may deliver one charge several times at once; copies of it queue here, so the
    // second finds the first's order below instead of racing it to the unique provider_ref.
    await lockKeyUntilCommit(tx, LOCK_KIND.starsCharge, payment.chargeId);
    // The same charge seen before: an update Telegram sent again.
    const [seen] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.providerRef, payment.chargeId))
      .limit(1);
    if (seen) return 'replayed';
    let paidOrderId = order.id;
    let outcome: 'granted' | 'renewed' = 'granted';
    if (order.status !== ORDER_STATUS.wait) {
      if (!payment.isRecurring || order.status !== ORDER_STATUS.hasPay || !order.userId) {
        return 'refused';
      }
      paidOrderId = newOpaqueId();
      outcome = 'renewed';
      await tx.insert(orders).values({
        id: paidOrderId,
        userId: order.userId,
        kind: order.kind,
        goods: order.goods,
        amountUsd: order.amountUsd,
        starsAmount: order.starsAmount,
        tier: order.tier,
        payMethod: 'TelegramStar',
        comeFrom: 'stars_renewal',
        extra: { renews: order.id },
      });
    }
    const paid = await grantPaidOrder(tx, paidOrderId, proof);
    if (!paid?.userId) return 'replayed';
    if (payment.telegramUserId !== null) {
      await tx
        .update(orders)
        .set({ payerRef: String(payment.telegramUserId) })
        .where(eq(orders.id, paid.id));
    }
    if (payment.subscriptionExpiration !== null && paid.goods.kind === 'vip') {
      await startSubscription(tx, {
        userId: paid.userId,
        planId: paid.goods.planId,
        provider: 'telegramStars',
        cardId: null,
        fallbackPeriodEnd: new Date(payment.subscriptionExpiration * 1000),
        // Telegram names a subscription by its first charge.
        providerRef: outcome === 'granted' ? payment.chargeId : undefined,
      });
    }
    return outcome;
  });
}

/** Answers Telegram's pre-checkout queries and grants successful payments (the bot webhook). */
export function handleStarsPayments(bot: Bot, db: Database, log: Logger): void {
  bot.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const ok = await isStarsOrderPayable(db, {
      orderId: query.invoice_payload,
      currency: query.currency,
      totalAmount: query.total_amount,
    });
    // Telegram waits at most 10 s for this answer.
    if (ok) await ctx.answerPreCheckoutQuery(true);
    else
      await ctx.answerPreCheckoutQuery(false, {
        error_message: 'This order can no longer be paid',
      });
  });
  bot.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const outcome = await settleStarsPayment(db, {
      orderId: payment.invoice_payload,
      chargeId: payment.telegram_payment_charge_id,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      telegramUserId: ctx.from?.id ?? null,
      isRecurring: payment.is_recurring === true,
      subscriptionExpiration: payment.subscription_expiration_date ?? null,
    });
    log.info({ orderId: payment.invoice_payload, outcome }, 'Stars payment');
  });
}
