import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '../../src/client/app/app-events';
import { appConfigAtom } from '../../src/client/features/app-config/app-config-atom';
import { createGoldOrder } from '../../src/client/features/payments/api/create-gold-order';
import { payGoldOrder } from '../../src/client/features/payments/api/pay-gold-order';
import BuyCoinsScreen from '../../src/client/features/payments/coins/buy-coins-screen';
import { appStore } from '../../src/client/lib/app-store';
import { profileAtom } from '../../src/client/session/profile-atom';
import type { AppConfig } from '../../src/contract/api/config-endpoints';
import type { MyProfile } from '../../src/contract/api/user-endpoints';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/list-gold-packs', () => ({
  listGoldPacks: vi.fn(async () => ({
    list: [
      { id: 'gold-100', gold: 100, price: 1.99, priceINR: 149, tgStar: 150 },
      { id: 'gold-500', gold: 500, price: 8.99, priceINR: 699, tgStar: 690 },
    ],
  })),
}));
vi.mock('../../src/client/features/payments/api/create-gold-order', () => ({
  createGoldOrder: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/pay-gold-order', () => ({ payGoldOrder: vi.fn() }));
vi.mock('../../src/client/session/profile-atom', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/session/profile-atom')>()),
  refreshProfile: vi.fn(async () => null),
}));

const profile = (countryCode: string, goldBalance: number) =>
  ({ user: { goldBalance, location: { countryCode, city: null }, vip: false } }) as MyProfile;

afterEach(() => {
  endTestSession();
  appStore.set(profileAtom, null);
  appStore.set(appConfigAtom, null);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Buy Coins', () => {
  it('shows the balance and the packs in dollars, and buys the chosen pack', async () => {
    startTestSession();
    appStore.set(profileAtom, profile('US', 20));
    appStore.set(appConfigAtom, { payMethods: ['Sandbox'] } as AppConfig);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(createGoldOrder).mockResolvedValue({ orderId: 'g-1' });
    vi.mocked(payGoldOrder).mockResolvedValue({
      payMethod: 'Sandbox',
      payUrl: '/pay/sandbox/g-1',
      invoiceLink: null,
    });
    renderInApp(<BuyCoinsScreen />, '/coins?from=gift');

    expect(screen.getByText('Your balance: 20 coins')).toBeInTheDocument();
    const first = await screen.findByRole('radio', { name: /100 coins/ });
    expect(first).toBeChecked();
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /500 coins/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(within(sheet).getByText('500 coins · $8.99')).toBeInTheDocument();
    // A coin pack is bought once; there is nothing to renew.
    expect(within(sheet).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/g-1'));
    expect(createGoldOrder).toHaveBeenCalledWith({
      id: 'gold-500',
      comeFrom: 'gift',
      extraJson: { client: 'web' },
    });
    expect(vi.mocked(payGoldOrder).mock.calls[0]?.[0]).toMatchObject({
      orderId: 'g-1',
      payMethod: 'Sandbox',
    });
  });

  it('prices the packs in rupees for India', async () => {
    startTestSession();
    appStore.set(profileAtom, profile('IN', 0));
    renderInApp(<BuyCoinsScreen />, '/coins');
    expect(await screen.findByText('₹149')).toBeInTheDocument();
    expect(screen.getByText('₹699')).toBeInTheDocument();
  });

  it('says when no payment method is offered', async () => {
    startTestSession();
    appStore.set(appConfigAtom, { payMethods: [] } as unknown as AppConfig);
    renderInApp(<BuyCoinsScreen />, '/coins');
    await screen.findByRole('radio', { name: /100 coins/ });
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(
      within(sheet).getByText('Payment not supported yet, wait for upgrade'),
    ).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('asks a signed-out buyer to sign in', async () => {
    const logins: unknown[] = [];
    const stop = onAppEvent('showLogin', (payload) => logins.push(payload));
    renderInApp(<BuyCoinsScreen />, '/coins');
    await screen.findByRole('radio', { name: /100 coins/ });
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(logins).toEqual([{ fromLanding: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });
});
