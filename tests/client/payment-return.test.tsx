import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitAppEvent, onAppEvent } from '../../src/client/app/app-events';
import { toastsAtom } from '../../src/client/components/toast/toast-store';
import { completeSignIn } from '../../src/client/features/account/complete-sign-in';
import { capturePayPalOrder } from '../../src/client/features/payments/api/capture-paypal-order';
import { getGoldOrderStatus } from '../../src/client/features/payments/api/get-gold-order-status';
import { getVipOrderStatus } from '../../src/client/features/payments/api/get-vip-order-status';
import { listVipPlans } from '../../src/client/features/payments/api/list-vip-plans';
import {
  followAgain,
  followPayment,
} from '../../src/client/features/payments/checkout/follow-payment';
import { PaymentHost } from '../../src/client/features/payments/checkout/payment-host';
import { paymentPhaseAtom } from '../../src/client/features/payments/checkout/payment-state';
import { savePendingOrder } from '../../src/client/features/payments/checkout/pending-order';
import { PremiumHost } from '../../src/client/features/payments/premium/premium-host';
import { appStore } from '../../src/client/lib/app-store';
import { profileAtom, refreshProfile } from '../../src/client/session/profile-atom';
import type { MyProfile } from '../../src/contract/api/user-endpoints';
import type { OrderStatusAnswer } from '../../src/contract/api/vip-endpoints';
import { ORDER_STATUS } from '../../src/contract/enums';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/get-vip-order-status', () => ({
  getVipOrderStatus: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/get-gold-order-status', () => ({
  getGoldOrderStatus: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/capture-paypal-order', () => ({
  capturePayPalOrder: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/list-vip-plans', () => ({ listVipPlans: vi.fn() }));
vi.mock('../../src/client/features/payments/api/get-brand-content', () => ({
  getBrandContent: vi.fn(async () => Promise.reject(new Error('not under test'))),
}));
vi.mock('../../src/client/features/payments/api/list-recent-purchases', () => ({
  listRecentPurchases: vi.fn(async () => ({ list: [] })),
}));
vi.mock('../../src/client/features/account/complete-sign-in', () => ({
  completeSignIn: vi.fn(async () => {}),
}));
vi.mock('../../src/client/session/profile-atom', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/session/profile-atom')>()),
  refreshProfile: vi.fn(async () => null),
}));

const VIP_UNTIL = '2027-02-24T12:00:00.000Z';
const vipAnswer = (orderStatus: number, signIn = false): OrderStatusAnswer => ({
  orderStatus,
  goods: {
    kind: 'vip',
    planId: 'vip-3m',
    period: 'quarterly',
    month: 3,
    giftCoins: 1000,
    vipExpireAt: orderStatus === ORDER_STATUS.hasPay ? VIP_UNTIL : null,
  },
  token: signIn ? 'session-token' : null,
  uid: signIn ? 'u-new' : null,
});
const toastTexts = () => appStore.get(toastsAtom).map((toast) => toast.message);
const FAILED =
  'The payment did not go through. If you were charged, it will arrive shortly or be refunded; contact support if it does not.';

afterEach(() => {
  appStore.set(paymentPhaseAtom, { state: 'idle' });
  appStore.set(toastsAtom, []);
  appStore.set(profileAtom, null);
  endTestSession();
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

describe('following a payment (spec §4)', () => {
  it('a paid visitor order signs the visitor in and shows the goods', async () => {
    vi.mocked(getVipOrderStatus).mockResolvedValue(vipAnswer(ORDER_STATUS.hasPay, true));
    await followPayment({ orderId: 'o1', kind: 'vip', payMethod: 'Sandbox', orderToken: 't' });
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('paid'));
    expect(getVipOrderStatus).toHaveBeenCalledWith({ orderId: 'o1', orderToken: 't' });
    expect(completeSignIn).toHaveBeenCalledWith({ token: 'session-token', uid: 'u-new' });
    expect(refreshProfile).not.toHaveBeenCalled();
  });

  it('a paid member order refreshes the profile', async () => {
    vi.mocked(getGoldOrderStatus).mockResolvedValue({
      orderStatus: ORDER_STATUS.hasPay,
      goods: { kind: 'gold', packId: 'gold-500', gold: 500, goldBalance: 520 },
      token: null,
      uid: null,
    });
    await followPayment({ orderId: 'o2', kind: 'gold', payMethod: 'Sandbox' });
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('paid'));
    expect(refreshProfile).toHaveBeenCalledWith({ force: true });
    expect(completeSignIn).not.toHaveBeenCalled();
  });

  it('a cancelled order ends with the failure message', async () => {
    vi.mocked(getVipOrderStatus).mockResolvedValue(vipAnswer(ORDER_STATUS.cancel));
    await followPayment({ orderId: 'o3', kind: 'vip', payMethod: 'Sandbox' });
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('failed'));
    expect(toastTexts()).toEqual([FAILED]);
  });

  it('a failing status call only closes the overlay, and the order can be checked again', async () => {
    vi.mocked(getVipOrderStatus).mockRejectedValueOnce(new Error('offline'));
    await followPayment({ orderId: 'o4', kind: 'vip', payMethod: 'Sandbox' });
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('unchecked'));
    expect(toastTexts()).toEqual([]);
    vi.mocked(getVipOrderStatus).mockResolvedValueOnce(vipAnswer(ORDER_STATUS.hasPay));
    await followAgain();
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('paid'));
    expect(getVipOrderStatus).toHaveBeenLastCalledWith({ orderId: 'o4' });
  });

  it('a PayPal return is captured first, which settles it without polling', async () => {
    vi.mocked(capturePayPalOrder).mockResolvedValue(vipAnswer(ORDER_STATUS.hasPay));
    await followPayment({ orderId: 'o5', kind: 'vip', payMethod: 'PayPalWallet' });
    await waitFor(() => expect(appStore.get(paymentPhaseAtom).state).toBe('paid'));
    expect(capturePayPalOrder).toHaveBeenCalledWith({ orderId: 'o5' });
    expect(getVipOrderStatus).not.toHaveBeenCalled();
  });
});

describe('payment host', () => {
  it('follows the order named in merchantParam: overlay, then the result popup', async () => {
    let settle: (answer: OrderStatusAnswer) => void = () => {};
    vi.mocked(getVipOrderStatus).mockImplementation(
      () =>
        new Promise((resolve) => {
          settle = resolve;
        }),
    );
    savePendingOrder({ orderId: 'o6', kind: 'vip', payMethod: 'Sandbox', orderToken: 'tok' });
    const merchantParam = encodeURIComponent(JSON.stringify({ bizId: 'o6', bizType: 'vip' }));
    window.history.replaceState(null, '', `/pay/callback?merchantParam=${merchantParam}`);
    renderInApp(<PaymentHost />, '/pay/callback');

    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Confirming your payment…');
    await waitFor(() => expect(getVipOrderStatus).toHaveBeenCalled());
    expect(getVipOrderStatus).toHaveBeenCalledWith({ orderId: 'o6', orderToken: 'tok' });
    act(() => settle(vipAnswer(ORDER_STATUS.hasPay)));

    const result = await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(result).toHaveTextContent('Subscribed successfully');
    expect(result).toHaveTextContent('3 months VIP');
    expect(result).toHaveTextContent('VIP until February 24, 2027');
    expect(result).toHaveTextContent('+1,000 coins added');
    await userEvent.click(screen.getByRole('button', { name: 'Great!' }));
    expect(appStore.get(paymentPhaseAtom).state).toBe('idle');
  });

  it('captures a PayPal return even in a tab that kept nothing, then clears the marker', async () => {
    vi.mocked(capturePayPalOrder).mockResolvedValue(vipAnswer(ORDER_STATUS.hasPay));
    const merchantParam = encodeURIComponent(JSON.stringify({ bizId: 'o7', bizType: 'vip' }));
    window.history.replaceState(
      null,
      '',
      `/pay/callback?merchantParam=${merchantParam}&token=PAYPAL-1&PayerID=BUYER`,
    );
    renderInApp(<PaymentHost />, '/pay/callback');
    await screen.findByRole('dialog', { name: 'Payment successful' });
    expect(capturePayPalOrder).toHaveBeenCalledWith({ orderId: 'o7' });
    // A reload now finds nothing to follow again.
    expect(window.location.search).toBe('');
  });

  it('ignores a page without merchantParam', async () => {
    renderInApp(<PaymentHost />, '/');
    await Promise.resolve();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getVipOrderStatus).not.toHaveBeenCalled();
  });
});

describe('premium host (spec §4)', () => {
  const plans = { list: [], lifetime: null, tier: 1 };
  // The server answers the exit tier while the offer is new, the standing prices otherwise.
  const servePlans = async (params: { tier?: number }) => ({ ...plans, tier: params.tier ?? 1 });

  it('opens the popup for a signed-in user, turns the first close into the exit offer', async () => {
    startTestSession();
    vi.mocked(listVipPlans).mockImplementation(servePlans);
    renderInApp(<PremiumHost />);
    act(() => emitAppEvent('showPremium', { comeFrom: 'test' }));
    const popup = await screen.findByRole('dialog', { name: 'Get VIP' });
    expect(popup).toHaveTextContent('Get VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Wait! Half price, just for you')).toBeInTheDocument();
    await waitFor(() => expect(listVipPlans).toHaveBeenLastCalledWith({ tier: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never shows a lifetime member the popup', async () => {
    startTestSession();
    appStore.set(profileAtom, {
      user: { vip: true, vipExpireAt: '2100-01-01T00:00:00.000Z' },
    } as MyProfile);
    renderInApp(<PremiumHost />);
    act(() => emitAppEvent('showPremium', { comeFrom: 'test' }));
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listVipPlans).not.toHaveBeenCalled();
  });

  it('asks a signed-out user to sign in, unless a landing visitor may buy first', async () => {
    vi.mocked(listVipPlans).mockResolvedValue(plans);
    const logins: unknown[] = [];
    const stop = onAppEvent('showLogin', (payload) => logins.push(payload));
    renderInApp(<PremiumHost />);
    act(() => emitAppEvent('showPremium', { comeFrom: 'test' }));
    expect(logins).toEqual([{ fromLanding: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emitAppEvent('showPremium', { comeFrom: 'tour_quota', fromLanding: true }));
    expect(await screen.findByRole('dialog', { name: 'Get VIP' })).toBeInTheDocument();
    expect(logins).toHaveLength(1);
    stop();
  });
});
