import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanList } from '../../src/client/features/payments/premium/plan-list';
import type { VipPlan } from '../../src/contract/api/vip-endpoints';
import { renderInApp } from './helpers/render-app';

const plan = (extra: Partial<VipPlan>): VipPlan => ({
  id: 'm1',
  period: 'monthly',
  month: 1,
  days: 30,
  price: 12.99,
  priceMMK: 27_000,
  priceINR: 1099,
  priceMYR: 59.9,
  priceIDR: 199_000,
  originalPrice: null,
  originalPrices: null,
  discount: 0,
  discountExpireTime: null,
  onlyPayTgStar: false,
  starsPrice: 1000,
  giftCoins: 300,
  tags: [],
  renewable: true,
  ...extra,
});

describe('the plan list', () => {
  it('prices a plan per day, and lifetime as one payment rather than nothing a day', () => {
    const lifetime = plan({
      id: 'life',
      period: 'lifetime',
      month: 1200,
      days: null,
      price: 99.99,
      giftCoins: 5000,
      renewable: false,
    });
    renderInApp(
      <PlanList
        plans={[plan({}), lifetime]}
        selectedId="m1"
        onSelect={() => {}}
        currency="USD"
        showsStars={false}
      />,
    );
    const [month, forever] = screen.getAllByRole('radio').map((radio) => radio.closest('label'));
    expect(within(month as HTMLElement).getByText('$0.43 / day')).toBeTruthy();
    expect(within(forever as HTMLElement).getByText('One payment')).toBeTruthy();
    expect(within(forever as HTMLElement).getByText('$99.99')).toBeTruthy();
    expect(forever?.textContent).not.toContain('/ day');
  });
});
