import type { OrderStatusAnswer } from '@contract/api/vip-endpoints';
import { ORDER_STATUS, type PlanPeriod } from '@contract/enums';
import { HOUR_MS } from '@contract/time';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { OrderGoodsSnapshot } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { hashSecret } from '../../lib/secrets';
import { createSession } from '../accounts/sessions';
import type { OrderRow } from './orders';

/** A visitor's paid order signs them in for this long after the payment. */
const VISITOR_SIGN_IN_WINDOW_MS = HOUR_MS;

/** What an order buys, for the result popup; with the buyer's VIP expiry or balance once paid. */
export function goodsAnswer(
  goods: OrderGoodsSnapshot,
  buyer: { vipExpireAt: Date | null; goldBalance: number } | null,
): OrderStatusAnswer['goods'] {
  return goods.kind === 'vip'
    ? {
        kind: 'vip',
        planId: goods.planId,
        period: goods.period as PlanPeriod,
        month: goods.months,
        giftCoins: goods.giftCoins,
        vipExpireAt: buyer?.vipExpireAt?.toISOString() ?? null,
      }
    : {
        kind: 'gold',
        packId: goods.packId,
        gold: goods.gold,
        goldBalance: buyer?.goldBalance ?? null,
      };
}

/**
 * The status answer of an order (spec §4 polling): wait, hasPay or cancel, and the goods for the
 * result popup with the buyer's VIP expiry or coin balance once paid. A visitor's paid order,
 * asked with its token soon after paying, also carries a session token for the account the
 * purchase made (a new one on each ask, so a lost answer does not strand the buyer).
 */
export async function orderStatusAnswer(
  db: Database,
  order: OrderRow,
  orderToken?: string | undefined,
): Promise<OrderStatusAnswer> {
  const isPaid = order.status === ORDER_STATUS.hasPay;
  const [buyer] =
    isPaid && order.userId
      ? await db
          .select({ vipExpireAt: users.vipExpireAt, goldBalance: users.goldBalance })
          .from(users)
          .where(eq(users.id, order.userId))
      : [];
  const signsVisitorIn =
    isPaid &&
    order.userId !== null &&
    order.visitorTokenHash !== null &&
    orderToken !== undefined &&
    hashSecret(orderToken) === order.visitorTokenHash &&
    order.paidAt !== null &&
    Date.now() - order.paidAt.getTime() < VISITOR_SIGN_IN_WINDOW_MS;
  return {
    orderStatus: order.status,
    goods: goodsAnswer(order.goods, buyer ?? null),
    token: signsVisitorIn && order.userId ? await createSession(db, order.userId) : null,
    uid: signsVisitorIn ? order.userId : null,
  };
}
