import { REFUSAL_CODE } from '@contract/api-codes';
import { ORDER_STATUS, PROMOTION_TIER } from '@contract/enums';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database, Executor } from '../../db/database';
import { goldPacks, type OrderGoodsSnapshot, orders, vipPlans } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { hashSecret, newOpaqueId, randomToken } from '../../lib/secrets';
import { entitlementsOf } from '../entitlements/entitlements';
import { pricePlan } from './plan-pricing';
import { isOfferTier, runningOffer } from './promotions';

/** What a VIP order keeps of its plan, so later catalogue changes do not change what was sold. */
export function vipGoodsOf(plan: typeof vipPlans.$inferSelect): OrderGoodsSnapshot {
  return {
    kind: 'vip',
    planId: plan.id,
    period: plan.period,
    months: plan.months,
    days: plan.days,
    giftCoins: plan.giftCoins,
  };
}

export type OrderRow = typeof orders.$inferSelect;

const notFound = () => new ApiFailure(REFUSAL_CODE.notFound, 'This order does not exist');

/** Refuses VIP to a member: their membership is already valid (spec §6). */
async function assertNotMember(db: Executor, userId: string, now: Date) {
  const [user] = await db
    .select({ vipExpireAt: users.vipExpireAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user && entitlementsOf(user, now).vip) {
    throw new ApiFailure(REFUSAL_CODE.membershipAlreadyValid, 'Your membership is already valid');
  }
}

/**
 * Makes a VIP order at the server's price: a running offer of `tier` for this user, else the
 * standing price. A visitor's order (no user) gets a token proving it is theirs.
 */
export async function createVipOrder(
  db: Database,
  input: {
    userId: string | null;
    planId: string;
    comeFrom: string;
    extra: Record<string, string>;
    tier?: number | undefined;
  },
) {
  const now = new Date();
  const [plan] = await db
    .select()
    .from(vipPlans)
    .where(and(eq(vipPlans.id, input.planId), eq(vipPlans.active, true)))
    .limit(1);
  if (!plan) throw new ApiFailure(REFUSAL_CODE.notFound, 'This plan does not exist');
  if (input.userId) await assertNotMember(db, input.userId, now);
  const offer =
    input.userId && isOfferTier(input.tier)
      ? await runningOffer(db, { userId: input.userId, tier: input.tier, now })
      : null;
  const priced = pricePlan(plan, offer);
  const orderToken = input.userId ? null : randomToken();
  const [order] = await db
    .insert(orders)
    .values({
      id: newOpaqueId(),
      userId: input.userId,
      kind: 'vip',
      goods: vipGoodsOf(plan),
      amountUsd: priced.price,
      starsAmount: priced.starsPrice,
      tier: offer && input.tier !== undefined ? input.tier : PROMOTION_TIER.origin,
      comeFrom: input.comeFrom,
      extra: input.extra,
      visitorTokenHash: orderToken ? hashSecret(orderToken) : null,
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return { order, orderToken };
}

/** Makes a coin-pack order at the pack's price. */
export async function createGoldOrder(
  db: Database,
  input: { userId: string; packId: string; comeFrom: string; extra?: Record<string, string> },
) {
  const [pack] = await db
    .select()
    .from(goldPacks)
    .where(and(eq(goldPacks.id, input.packId), eq(goldPacks.active, true)))
    .limit(1);
  if (!pack) throw new ApiFailure(REFUSAL_CODE.notFound, 'This coin pack does not exist');
  const [order] = await db
    .insert(orders)
    .values({
      id: newOpaqueId(),
      userId: input.userId,
      kind: 'gold',
      goods: { kind: 'gold', packId: pack.id, gold: pack.gold },
      amountUsd: pack.priceUsd,
      starsAmount: pack.starsPrice,
      tier: PROMOTION_TIER.origin,
      comeFrom: input.comeFrom,
      extra: input.extra ?? {},
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

/**
 * An order the caller may see: their own, or a visitor's with its token. Anyone else's answers the
 * same as one that does not exist.
 */
export async function loadCallersOrder(
  db: Executor,
  input: { orderId: string; userId: string | null; orderToken?: string | undefined },
): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1);
  if (!order) throw notFound();
  const isOwner = input.userId !== null && order.userId === input.userId;
  const hasToken =
    order.visitorTokenHash !== null &&
    input.orderToken !== undefined &&
    hashSecret(input.orderToken) === order.visitorTokenHash;
  if (!isOwner && !hasToken) throw notFound();
  return order;
}

/** Refuses to pay an order that is no longer waiting for payment. */
export function assertPayable(order: OrderRow) {
  if (order.status !== ORDER_STATUS.wait) {
    throw new ApiFailure(REFUSAL_CODE.orderNotPayable, 'This order can no longer be paid');
  }
}

/** Marks an order cancelled (the buyer cancelled, or the provider refused); once. */
export async function cancelOrder(db: Executor, orderId: string, reason: string) {
  const [cancelled] = await db
    .update(orders)
    .set({ status: ORDER_STATUS.cancel, cancelledAt: new Date(), failureReason: reason })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.wait)))
    .returning();
  return cancelled ?? null;
}
