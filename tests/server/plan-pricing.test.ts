import { describe, expect, it } from 'vitest';
import { VIP_PLAN_CATALOGUE } from '../../src/server/features/payments/goods-catalogue';
import type { PlanRow } from '../../src/server/features/payments/plan-pricing';
import { arrangePlanList, pricePlan } from '../../src/server/features/payments/plan-pricing';

const row = (overrides: Partial<PlanRow>): PlanRow => ({
  id: 'plan',
  period: 'monthly',
  months: 1,
  days: 30,
  priceUsd: 10,
  priceMmk: 21000,
  priceInr: 850,
  priceMyr: 47,
  priceIdr: 150000,
  originalPriceUsd: null,
  starsPrice: 770,
  giftCoins: 300,
  onlyPayTgStar: false,
  renewable: true,
  active: true,
  sort: 0,
  ...overrides,
});

describe('the plan list rules of spec §5', () => {
  it('keeps plans of 12 months or less, the smallest discount per month count, in order', () => {
    const plans = [
      row({ id: '24m', months: 24, days: 720 }),
      row({ id: '6m', months: 6, days: 180 }),
      row({ id: '12m', months: 12, days: 360 }),
      row({ id: '1m-deal', months: 1, priceUsd: 7, originalPriceUsd: 10 }),
      row({ id: '1m', months: 1 }),
      row({ id: 'week', months: 0.25, days: 7 }),
      row({ id: '3m', months: 3, days: 90 }),
    ].map((plan) => pricePlan(plan, null));
    const list = arrangePlanList(plans);
    expect(list.map((plan) => plan.id)).toEqual(['1m', '3m', '12m', 'week', '6m']);
    expect(list.find((plan) => plan.id === '12m')?.tags).toEqual(['bestPrice', 'mostPopular']);
    expect(list.find((plan) => plan.id === '3m')?.tags).toEqual(['hot']);
    expect(list.find((plan) => plan.id === '1m')?.tags).toEqual([]);
  });

  it('shows a standing discount against its original price in every currency', () => {
    const plan = pricePlan(row({ priceUsd: 30, originalPriceUsd: 40, priceMyr: 141 }), null);
    expect(plan).toMatchObject({
      price: 30,
      originalPrice: 40,
      discount: 25,
      discountExpireTime: null,
    });
    expect(plan.originalPrices).toMatchObject({ USD: 40, MYR: 188, INR: 1133, MMK: 28000 });
  });

  it('takes an offer’s percent off every currency and the Stars price until it ends', () => {
    const expiresAt = new Date('2026-11-24T12:01:00Z');
    const plan = pricePlan(row({}), { percent: 70, expiresAt });
    expect(plan).toMatchObject({
      price: 3,
      priceMMK: 6300,
      priceINR: 255,
      priceMYR: 14.1,
      priceIDR: 45000,
      originalPrice: 10,
      discount: 70,
      discountExpireTime: expiresAt.toISOString(),
      starsPrice: 231,
    });
  });

  it('ships the plans the issue asks for', () => {
    const byId = new Map(VIP_PLAN_CATALOGUE.map((plan) => [plan.id, plan]));
    expect(byId.get('vip-lifetime')).toMatchObject({ priceUsd: 99.99, giftCoins: 5000 });
    expect(
      [1, 3, 12].map(
        (months) => VIP_PLAN_CATALOGUE.find((plan) => plan.months === months)?.giftCoins,
      ),
    ).toEqual([300, 1000, 5000]);
    expect(VIP_PLAN_CATALOGUE.some((plan) => plan.period === 'weekly')).toBe(true);
  });
});
