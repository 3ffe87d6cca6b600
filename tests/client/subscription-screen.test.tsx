import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/client/components/modal/modal-host';
import { cancelSubscription } from '../../src/client/features/payments/api/cancel-subscription';
import { changeSubscriptionPlan } from '../../src/client/features/payments/api/change-subscription-plan';
import { getSubscription } from '../../src/client/features/payments/api/get-subscription';
import { listVipPlans } from '../../src/client/features/payments/api/list-vip-plans';
import { resumeSubscription } from '../../src/client/features/payments/api/resume-subscription';
import SubscriptionScreen from '../../src/client/features/settings/payments/subscription-screen';
import { ApiError } from '../../src/client/lib/api/api-error';
import { appStore } from '../../src/client/lib/app-store';
import { profileAtom, refreshProfile } from '../../src/client/session/profile-atom';
import type { MyProfile } from '../../src/contract/api/user-endpoints';
import type { Subscription, VipPlan } from '../../src/contract/api/vip-endpoints';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/get-subscription', () => ({
  getSubscription: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/list-vip-plans', () => ({
  listVipPlans: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/cancel-subscription', () => ({
  cancelSubscription: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/resume-subscription', () => ({
  resumeSubscription: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/change-subscription-plan', () => ({
  changeSubscriptionPlan: vi.fn(),
}));
// The profile's own loading is not under test; the page must ask for a fresh one after changes.
vi.mock('../../src/client/session/profile-atom', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/session/profile-atom')>()),
  refreshProfile: vi.fn(async () => null),
}));

const plan = (id: string, period: VipPlan['period'], month: number, renewable: boolean) =>
  ({ id, period, month, renewable, days: null }) as VipPlan;

const PLANS = {
  list: [
    plan('m1', 'monthly', 1, true),
    plan('m3', 'quarterly', 3, true),
    plan('m12', 'yearly', 12, true),
    plan('w1', 'weekly', 0.25, true),
    plan('m6', 'monthly', 6, false),
  ],
  lifetime: plan('life', 'lifetime', 1200, false),
  tier: 1,
};

const PERIOD_END = '2026-06-30T12:00:00.000Z';
const endDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(PERIOD_END));

const subscription = (change: Partial<Subscription> = {}): Subscription => ({
  id: 's1',
  planId: 'm3',
  nextPlanId: null,
  state: 'active',
  provider: 'sandbox',
  currentPeriodEnd: PERIOD_END,
  cardId: 'c1',
  ...change,
});

function openPage(current: Subscription | null) {
  startTestSession();
  vi.mocked(getSubscription).mockResolvedValue({ subscription: current });
  vi.mocked(listVipPlans).mockResolvedValue(PLANS);
  renderInApp(
    <>
      <SubscriptionScreen />
      <ModalHost />
    </>,
    '/settings/subscription',
  );
}

afterEach(() => {
  endTestSession();
  appStore.set(profileAtom, null);
  vi.clearAllMocks();
});

describe('subscription page', () => {
  it('shows the plan, that it renews and when, and how it is paid', async () => {
    openPage(subscription({ planId: 'm6', provider: 'paypal' }));
    expect(await screen.findByText('6 months VIP')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(`Renews on ${endDate}`)).toBeInTheDocument();
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('names a cancelled sandbox subscription and offers no other plan while it does not renew', async () => {
    openPage(subscription({ state: 'cancelled' }));
    expect(await screen.findByText('3 months VIP')).toBeInTheDocument();
    expect(screen.getByText('Sandbox card')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('cancels only after the confirmation, then shows it cancelled and refreshes the profile', async () => {
    openPage(subscription());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const firstDialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription?' });
    expect(firstDialog).toHaveTextContent(`Your VIP stays until ${endDate}.`);
    await userEvent.click(within(firstDialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelSubscription).not.toHaveBeenCalled();

    vi.mocked(cancelSubscription).mockResolvedValueOnce({
      subscription: subscription({ state: 'cancelled' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(cancelSubscription).toHaveBeenCalledWith({});
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(`Ends on ${endDate}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
    expect(refreshProfile).toHaveBeenCalledWith({ force: true });
  });

  it('cancelled elsewhere meanwhile (2080), shows it cancelled with the refusal', async () => {
    openPage(subscription());
    const refusal = new ApiError(
      'code',
      'Your subscription is already cancelled; your VIP stays until 2026-06-30',
      REFUSAL_CODE.subscriptionCancelled,
      { currentPeriodEnd: PERIOD_END },
    );
    vi.mocked(cancelSubscription).mockRejectedValueOnce(refusal);
    vi.mocked(getSubscription).mockResolvedValue({
      subscription: subscription({ state: 'cancelled' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the subscription?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText(`Ends on ${endDate}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
  });

  it('resumes a cancelled subscription', async () => {
    openPage(subscription({ state: 'cancelled' }));
    vi.mocked(resumeSubscription).mockResolvedValueOnce({ subscription: subscription() });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(resumeSubscription).toHaveBeenCalledWith({});
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(refreshProfile).toHaveBeenCalledWith({ force: true });
  });

  it('refused for want of a card (2027), offers the card page', async () => {
    openPage(subscription({ state: 'cancelled', cardId: null }));
    vi.mocked(resumeSubscription).mockRejectedValueOnce(
      new ApiError('code', "You haven't linked a credit card yet. Please link one first", 2027),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('link', { name: 'Link a card' })).toHaveAttribute(
      'href',
      '/settings/credit-card-manage',
    );
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(refreshProfile).not.toHaveBeenCalledWith({ force: true });
  });

  it('offers the renewable plans for the next renewal and shows the one chosen', async () => {
    openPage(subscription());
    expect(await screen.findAllByRole('radio')).toHaveLength(4);
    for (const name of ['1 week VIP', '1 month VIP', '12 months VIP']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: '3 months VIP' })).toBeChecked();
    expect(screen.getByText('The next renewal keeps your current plan.')).toBeInTheDocument();

    vi.mocked(changeSubscriptionPlan).mockResolvedValueOnce({
      subscription: subscription({ nextPlanId: 'm12' }),
    });
    await userEvent.click(screen.getByRole('radio', { name: '12 months VIP' }));
    expect(changeSubscriptionPlan).toHaveBeenCalledWith({ planId: 'm12' });
    expect(await screen.findByText('Next renewal: 12 months VIP')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '12 months VIP' })).toBeChecked();
    expect(refreshProfile).toHaveBeenCalledWith({ force: true });
  });

  it('does not offer another plan for a Telegram Stars subscription', async () => {
    openPage(subscription({ provider: 'telegramStars', planId: 'm1', cardId: null }));
    expect(await screen.findByText('Telegram Stars')).toBeInTheDocument();
    expect(screen.getByText('1 month VIP')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change plan' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('without a subscription, says so and when the VIP bought ends', async () => {
    appStore.set(profileAtom, {
      user: { vip: true, vipExpireAt: PERIOD_END },
    } as MyProfile);
    openPage(null);
    expect(await screen.findByText('You have no subscription')).toBeInTheDocument();
    expect(screen.getByText(`Your VIP lasts until ${endDate}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get VIP' })).toBeNull();
  });

  it('without a subscription or VIP, leads to VIP', async () => {
    appStore.set(profileAtom, { user: { vip: false, vipExpireAt: null } } as MyProfile);
    openPage(null);
    expect(await screen.findByText('You have no subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get VIP' })).toHaveAttribute(
      'href',
      '/premium?from=settings',
    );
  });
});
