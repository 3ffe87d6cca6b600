import type { VipPlan } from '@contract/api/vip-endpoints';
import { formatPrice, formatStars, type PriceCurrency, perDayPrice } from '@contract/pricing';

/** A plan's price in a currency of the list: the list's own local price. */
function planPriceIn(plan: VipPlan, currency: PriceCurrency): number {
  switch (currency) {
    case 'MMK':
      return plan.priceMMK;
    case 'INR':
      return plan.priceINR;
    case 'MYR':
      return plan.priceMYR;
    case 'IDR':
      return plan.priceIDR;
    default:
      return plan.price;
  }
}

/**
 * The prices a plan card shows: the total and the per-day price (spec §9), with the per-day price
 * before the discount when there is one. Stars-only plans show dollars only (spec §3). Lifetime
 * has no per-day price: spread over 100 years it would round to nothing.
 */
export function planPriceTexts(plan: VipPlan, wanted: PriceCurrency, locale: string) {
  const currency = plan.onlyPayTgStar ? 'USD' : wanted;
  const length = { months: plan.month, days: plan.days };
  const total = planPriceIn(plan, currency);
  const original = plan.originalPrices?.[currency] ?? null;
  const perDay = (price: number) =>
    plan.period === 'lifetime'
      ? null
      : formatPrice(perDayPrice(price, length, currency), currency, locale);
  return {
    total: formatPrice(total, currency, locale),
    perDay: perDay(total),
    originalPerDay: original !== null ? perDay(original) : null,
    stars: formatStars(plan.starsPrice),
  };
}
