import { goldListEndpoint } from '@contract/api/gold-endpoints';
import { vipListEndpoint, vipOrderCarouselEndpoint } from '@contract/api/vip-endpoints';
import { ORDER_STATUS, PROMOTION_TIER } from '@contract/enums';
import { asc, desc, eq } from 'drizzle-orm';
import { implement } from '../../api/endpoint-handler';
import { assertFeatureOn } from '../../config/feature-switch';
import { goldPacks, orders, vipPlans } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { goodsAnswer } from './order-status';
import { arrangePlanList, pricePlan } from './plan-pricing';
import { isOfferTier, startOffer } from './promotions';

/** Purchases the premium page's ticker shows. */
const CAROUSEL_SIZE = 10;

/** A buyer's name as others may see it: first and last letter around stars. */
function maskNick(nick: string): string {
  const letters = [...nick.trim()];
  if (letters.length <= 2) return `${letters[0] ?? '*'}***`;
  return `${letters[0]}***${letters.at(-1)}`;
}

export const goodsRoutes = [
  implement(vipListEndpoint, async ({ tier }, context) => {
    assertFeatureOn(context.env, 'payments');
    const now = new Date();
    const rows = await context.db
      .select()
      .from(vipPlans)
      .where(eq(vipPlans.active, true))
      .orderBy(asc(vipPlans.sort));
    // Offers are made to signed-in people only: the order must be able to find them again.
    const offer =
      context.uid && isOfferTier(tier)
        ? await startOffer(context.db, { userId: context.uid, tier, now })
        : null;
    const priced = rows.map((row) => pricePlan(row, offer));
    const lifetime = priced.find((plan) => plan.period === 'lifetime');
    return {
      list: arrangePlanList(priced.filter((plan) => plan.period !== 'lifetime')),
      lifetime: lifetime ? { ...lifetime, tags: [] } : null,
      tier: offer && tier !== undefined ? tier : PROMOTION_TIER.origin,
    };
  }),

  implement(goldListEndpoint, async (_input, context) => {
    assertFeatureOn(context.env, 'payments');
    const rows = await context.db
      .select()
      .from(goldPacks)
      .where(eq(goldPacks.active, true))
      .orderBy(asc(goldPacks.sort));
    return {
      list: rows.map((row) => ({
        id: row.id,
        gold: row.gold,
        price: row.priceUsd,
        priceINR: row.priceInr,
        tgStar: row.starsPrice,
      })),
    };
  }),

  implement(vipOrderCarouselEndpoint, async (_input, context) => {
    const rows = await context.db
      .select({ order: orders, nick: users.nick })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.status, ORDER_STATUS.hasPay))
      .orderBy(desc(orders.paidAt))
      .limit(CAROUSEL_SIZE);
    return {
      // The goods only: never the buyer's balance or expiry.
      list: rows.map(({ order, nick }) => ({
        nick: maskNick(nick),
        goods: goodsAnswer(order.goods, null),
        paidAt: order.paidAt?.toISOString() ?? '',
      })),
    };
  }),
];
