import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '../../src/client/app/app-events';
import { appConfigAtom } from '../../src/client/features/app-config/app-config-atom';
import { createVipOrder } from '../../src/client/features/payments/api/create-vip-order';
import { createVisitorVipOrder } from '../../src/client/features/payments/api/create-visitor-vip-order';
import { listVipPlans } from '../../src/client/features/payments/api/list-vip-plans';
import { payVipOrder } from '../../src/client/features/payments/api/pay-vip-order';
import {
  readPendingOrder,
  readReturnPath,
} from '../../src/client/features/payments/checkout/pending-order';
import { PremiumOffer } from '../../src/client/features/payments/premium/premium-offer';
import { appStore } from '../../src/client/lib/app-store';
import { profileAtom } from '../../src/client/session/profile-atom';
import type { AppConfig } from '../../src/contract/api/config-endpoints';
import type { MyProfile } from '../../src/contract/api/user-endpoints';
import type { VipPlan } from '../../src/contract/api/vip-endpoints';
import { NAMED_ROUTES } from '../../src/contract/routes';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/list-vip-plans', () => ({ listVipPlans: vi.fn() }));
vi.mock('../../src/client/features/payments/api/create-vip-order', () => ({
  createVipOrder: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/create-visitor-vip-order', () => ({
  createVisitorVipOrder: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/pay-vip-order', () => ({ payVipOrder: vi.fn() }));
vi.mock('../../src/client/features/payments/api/get-brand-content', () => ({
  getBrandContent: vi.fn(async () => ({
    pressLogos: [{ name: 'Daily Byte', imageUrl: null }],
    comments: [{ name: 'Ana', stars: 5, text: 'Lovely' }],
    featuredUsers: [{ name: 'Ben Lee', verified: true }],
    trustFigures: [{ value: '37M', label: 'people chatting' }],
    countedFigures: [],
  })),
}));
vi.mock('../../src/client/features/payments/api/list-recent-purchases', () => ({
  listRecentPurchases: vi.fn(async () => ({ list: [] })),
}));

const plan = (id: string, month: number, price: number, extra: Partial<VipPlan> = {}): VipPlan => ({
  id,
  period: month === 1 ? 'monthly' : month === 3 ? 'quarterly' : 'yearly',
  month,
  days: month * 30,
  price,
  priceMMK: price * 2100,
  priceINR: price * 83,
  priceMYR: price * 4.7,
  priceIDR: price * 15_000,
  originalPrice: null,
  originalPrices: null,
  discount: 0,
  discountExpireTime: null,
  onlyPayTgStar: false,
  starsPrice: Math.round(price * 77),
  giftCoins: month === 1 ? 300 : month === 3 ? 1000 : 5000,
  tags: [],
  renewable: true,
  ...extra,
});

const STANDING = {
  list: [plan('vip-1m', 1, 12.99), plan('vip-3m', 3, 29.99), plan('vip-12m', 12, 59.99)],
  lifetime: null,
  tier: 1,
};
const EXIT_OFFER = {
  list: [
    plan('vip-1m@0', 1, 6.49, { discount: 50 }),
    plan('vip-3m@0', 3, 14.99, { discount: 50 }),
    plan('vip-12m@0', 12, 29.99, { discount: 50 }),
  ],
  lifetime: null,
  tier: 0,
};

/** The popup's offer, with a way to ask for the exit offer (a new plan list) as closing does. */
function OfferWithTierSwitch() {
  const [tier, setTier] = useState<number | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => setTier(0)}>
        Ask for the exit offer
      </button>
      <PremiumOffer benefits={10} request={{ comeFrom: 'test' }} tier={tier} />
    </>
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

beforeEach(() => {
  appStore.set(appConfigAtom, { payMethods: ['Sandbox', 'PayPalWallet'] } as AppConfig);
  vi.mocked(listVipPlans).mockImplementation(async (params) =>
    params.tier === 0 ? EXIT_OFFER : STANDING,
  );
});
afterEach(() => {
  endTestSession();
  appStore.set(profileAtom, null);
  appStore.set(appConfigAtom, null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('premium offer (spec §2, §4)', () => {
  it('picks 3 months first, needs the terms agreed, and opens the checkout with its price', async () => {
    startTestSession();
    renderInApp(<PremiumOffer benefits={5} request={{ comeFrom: 'test' }} />);
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    expect(radio(/1 month VIP/)).not.toBeChecked();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/settings/terms',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(proceed);
    const sheet = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(sheet).getByText('3 months VIP · $29.99')).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: /Sandbox/ })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: /Renew automatically/ })).toBeChecked();
  });

  it('keeps another choice until the list changes, then starts again from 3 months', async () => {
    startTestSession();
    renderInApp(<OfferWithTierSwitch />);
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    await userEvent.click(radio(/12 months VIP/));
    expect(radio(/12 months VIP/)).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Ask for the exit offer' }));
    await waitFor(() => expect(screen.getByText('$14.99')).toBeInTheDocument());
    expect(radio(/3 months VIP/)).toBeChecked();
    expect(radio(/12 months VIP/)).not.toBeChecked();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
  });

  it('shows a member the disabled "already valid" instead of Continue', async () => {
    startTestSession();
    appStore.set(profileAtom, {
      user: { vip: true, vipExpireAt: '2027-01-01T00:00:00.000Z', location: {} },
    } as MyProfile);
    renderInApp(<PremiumOffer benefits={5} request={{ comeFrom: 'test' }} />);
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    expect(screen.getByRole('button', { name: 'Your membership is already valid' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('asks a signed-out buyer to sign in instead of checking out', async () => {
    const logins: unknown[] = [];
    const stop = onAppEvent('showLogin', (payload) => logins.push(payload));
    renderInApp(<PremiumOffer benefits={5} request={{ comeFrom: 'test' }} />);
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(logins).toEqual([{ fromLanding: false }]);
    expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull();
    stop();
  });

  it('pays a member order: the server price, our return page, and off to the checkout page', async () => {
    startTestSession();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(createVipOrder).mockResolvedValue({ orderId: 'o-1' });
    vi.mocked(payVipOrder).mockResolvedValue({
      payMethod: 'Sandbox',
      payUrl: '/pay/sandbox/o-1',
      invoiceLink: null,
    });
    renderInApp(
      <PremiumOffer benefits={5} request={{ comeFrom: 'bot_unlock_photo', photoId: 'p9' }} />,
    );
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/o-1'));
    expect(createVipOrder).toHaveBeenCalledWith({
      id: 'vip-3m',
      comeFrom: 'bot_unlock_photo',
      extraJson: { photoId: 'p9', client: 'web' },
      tier: 1,
    });
    const payment = vi.mocked(payVipOrder).mock.calls[0]?.[0];
    expect(payment).toMatchObject({ orderId: 'o-1', payMethod: 'Sandbox', autoRenew: true });
    const returnUrl = new URL(payment?.returnUrl ?? '');
    expect(returnUrl.pathname).toBe('/pay/callback');
    expect(JSON.parse(returnUrl.searchParams.get('merchantParam') ?? '')).toEqual({
      bizId: 'o-1',
      bizType: 'vip',
    });
    expect(readPendingOrder('o-1')).toEqual({
      orderId: 'o-1',
      kind: 'vip',
      payMethod: 'Sandbox',
      priceUsd: 29.99,
    });
  });

  it('lets a landing visitor buy before signing in, keeping the order token in this tab', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(createVisitorVipOrder).mockResolvedValue({ orderId: 'o-2', orderToken: 'secret' });
    vi.mocked(payVipOrder).mockResolvedValue({
      payMethod: 'Sandbox',
      payUrl: '/pay/sandbox/o-2',
      invoiceLink: null,
    });
    renderInApp(
      <PremiumOffer benefits={10} request={{ comeFrom: 'tour_quota', fromLanding: true }} />,
    );
    await waitFor(() => expect(radio(/3 months VIP/)).toBeChecked());
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/o-2'));
    expect(createVisitorVipOrder).toHaveBeenCalledWith({
      id: 'vip-3m',
      comeFrom: 'tour_quota',
      extraJson: { client: 'web' },
    });
    expect(vi.mocked(payVipOrder).mock.calls[0]?.[0]).toMatchObject({ orderToken: 'secret' });
    expect(readPendingOrder('o-2')?.orderToken).toBe('secret');
    // Back from paying, a landing visitor goes on to Roles (spec §2), not to the page they left.
    expect(readReturnPath()).toBe(NAMED_ROUTES.Roles);
  });
});
