import { ORDER_STATUS } from '@contract/enums';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { DAY_MS } from '@contract/time';
import { and, eq, isNull } from 'drizzle-orm';
import type { Bot } from 'grammy';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { refundStars } from '../../providers/telegram/telegram-bot';
import { debit } from '../ledger/ledger';
import { LIFETIME_VIP_EXPIRY } from './grant-order';

/** Why a refund could not be done, for the support person. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/**
 * A support action: gives a Stars payment back through Telegram (`refundStarPayment`), then takes
 * back what the order gave. An order is refunded once.
 */
export async function refundStarsOrder(db: Database, bot: Bot, orderId: string, now = new Date()) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (order?.payMethod !== 'TelegramStar' || order.status !== ORDER_STATUS.hasPay) {
    throw new RefundRefused(`order ${orderId} is not a paid Stars order`);
  }
  if (order.refundedAt) throw new RefundRefused(`order ${orderId} was refunded already`);
  if (!order.payerRef || !order.providerRef || !order.userId) {
    throw new RefundRefused(`order ${orderId} has no Telegram payment to refund`);
  }
  await refundStars(bot, { userId: Number(order.payerRef), chargeId: order.providerRef });
  return takeBackRefundedOrder(db, order, now);
}

/**
 * Telegram reports a Stars payment it gave back (`refunded_payment`, e.g. after a dispute): what
 * the order gave is taken back as for a support refund, once. Answers null when no paid order has
 * that charge, or it was taken back already.
 */
export async function takeBackStarsRefund(db: Database, chargeId: string, now = new Date()) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerRef, chargeId), eq(orders.payMethod, 'TelegramStar')))
    .limit(1);
  if (order?.status !== ORDER_STATUS.hasPay || order.refundedAt || !order.userId) return null;
  return takeBackRefundedOrder(db, order, now);
}

/**
 * Marks a refunded order and takes back what it gave, as far as it is left: the VIP days (never
 * below now) and the coins still unspent, through the ledger. The mark makes it happen once.
 */
async function takeBackRefundedOrder(
  db: Database,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<{ coinsTakenBack: number }> {
  const userId = order.userId;
  if (!userId) return { coinsTakenBack: 0 };
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(orders)
      .set({ refundedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.refundedAt)))
      .returning();
    if (!marked) return { coinsTakenBack: 0 };
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { coinsTakenBack: 0 };
    const { goods } = order;
    const coins = goods.kind === 'vip' ? goods.giftCoins : goods.gold;
    if (goods.kind === 'vip' && user.vipExpireAt) {
      const shortened =
        goods.days === null || user.vipExpireAt >= LIFETIME_VIP_EXPIRY
          ? now
          : new Date(Math.max(now.getTime(), user.vipExpireAt.getTime() - goods.days * DAY_MS));
      await tx.update(users).set({ vipExpireAt: shortened }).where(eq(users.id, userId));
    }
    const coinsTakenBack = Math.min(coins, user.goldBalance);
    if (coinsTakenBack > 0) {
      await debit(tx, {
        userId,
        currency: 'gold',
        amount: coinsTakenBack,
        reason: LEDGER_REASON.purchaseRefund,
        reference: order.id,
      });
    }
    return { coinsTakenBack };
  });
}
