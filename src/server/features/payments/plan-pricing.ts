import type { LocalPrices, VipPlan } from '@contract/api/vip-endpoints';
import { MAX_LISTED_PLAN_MONTHS } from '@contract/constants';
import type { PlanPeriod } from '@contract/enums';
import { PRICE_CURRENCIES, type PriceCurrency, roundPrice } from '@contract/pricing';
import type { vipPlans } from '../../db/schema/payments';

export type PlanRow = typeof vipPlans.$inferSelect;

/** A time-limited offer applied to every plan: percent off until `expiresAt`. */
export interface ActiveOffer {
  percent: number;
  expiresAt: Date;
}

const listPrices = (row: PlanRow): LocalPrices => ({
  USD: row.priceUsd,
  MMK: row.priceMmk,
  INR: row.priceInr,
  MYR: row.priceMyr,
  IDR: row.priceIdr,
});

const mapPrices = (
  prices: LocalPrices,
  change: (amount: number, currency: PriceCurrency) => number,
) =>
  Object.fromEntries(
    PRICE_CURRENCIES.map((currency) => [currency, change(prices[currency], currency)]),
  ) as LocalPrices;

/**
 * A plan as the price list shows it now: an offer takes its percent off the list price until it
 * ends; otherwise a standing discount shows the price before it, in every currency.
 */
export function pricePlan(row: PlanRow, offer: ActiveOffer | null): Omit<VipPlan, 'tags'> {
  const list = listPrices(row);
  let prices = list;
  let original: LocalPrices | null = null;
  let discount = 0;
  if (offer) {
    prices = mapPrices(list, (amount, currency) =>
      roundPrice((amount * (100 - offer.percent)) / 100, currency),
    );
    original = list;
    discount = offer.percent;
  } else if (row.originalPriceUsd && row.originalPriceUsd > row.priceUsd) {
    const ratio = row.originalPriceUsd / row.priceUsd;
    original = mapPrices(list, (amount, currency) => roundPrice(amount * ratio, currency));
    original.USD = row.originalPriceUsd;
    discount = Math.round((1 - row.priceUsd / row.originalPriceUsd) * 100);
  }
  return {
    id: row.id,
    period: row.period as PlanPeriod,
    month: row.months,
    days: row.days,
    price: prices.USD,
    priceMMK: prices.MMK,
    priceINR: prices.INR,
    priceMYR: prices.MYR,
    priceIDR: prices.IDR,
    originalPrice: original?.USD ?? null,
    originalPrices: original,
    discount,
    discountExpireTime: offer ? offer.expiresAt.toISOString() : null,
    onlyPayTgStar: row.onlyPayTgStar,
    starsPrice: offer
      ? Math.max(1, Math.round((row.starsPrice * (100 - offer.percent)) / 100))
      : row.starsPrice,
    giftCoins: row.giftCoins,
    renewable: row.renewable,
  };
}

/** The months that lead the list, in this order (spec §5). */
const LEADING_MONTHS = [1, 3, 12];

/**
 * The plan list of spec §5: only plans of 12 months or less; of plans sharing a month count the
 * one with the smallest discount stays; 1, 3 and 12 months first, then the others ascending; the
 * 12-month plan is tagged best price and most popular, the 3-month plan hot.
 */
export function arrangePlanList(plans: readonly Omit<VipPlan, 'tags'>[]): VipPlan[] {
  const byMonth = new Map<number, Omit<VipPlan, 'tags'>>();
  for (const plan of plans) {
    if (plan.month > MAX_LISTED_PLAN_MONTHS) continue;
    const kept = byMonth.get(plan.month);
    if (!kept || plan.discount < kept.discount) byMonth.set(plan.month, plan);
  }
  const rank = (month: number) => {
    const leading = LEADING_MONTHS.indexOf(month);
    return leading === -1 ? LEADING_MONTHS.length : leading;
  };
  return [...byMonth.values()]
    .sort((a, b) => rank(a.month) - rank(b.month) || a.month - b.month)
    .map((plan) => ({
      ...plan,
      tags:
        plan.month === 12
          ? (['bestPrice', 'mostPopular'] as const).slice()
          : plan.month === 3
            ? (['hot'] as const).slice()
            : [],
    }));
}
