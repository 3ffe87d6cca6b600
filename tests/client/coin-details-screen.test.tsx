import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAppEvent } from '../../src/client/app/app-events';
import { listGoldDetails } from '../../src/client/features/payments/api/list-gold-details';
import CoinDetailsScreen from '../../src/client/features/settings/payments/coin-details-screen';
import type { GoldDetail } from '../../src/contract/api/gold-endpoints';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/list-gold-details', () => ({
  listGoldDetails: vi.fn(),
}));

const IN = 1;
const OUT = 2;
/** A ledger row; a higher id is newer, and made on a later day of March 2026. */
const detail = (id: number, direction: number, amount: number, reason: string): GoldDetail => ({
  id: String(id),
  direction,
  amount,
  reason,
  createdAt: `2026-03-${String(id).padStart(2, '0')}T10:30:00.000Z`,
});

/** The amounts of the history rows, top to bottom. */
const amounts = () => screen.getAllByText(/^[+\u2212]\d/).map((element) => element.textContent);

afterEach(() => {
  endTestSession();
  vi.clearAllMocks();
});

describe('coin details', () => {
  it('shows the balance and the history with labels, signs and times', async () => {
    startTestSession();
    vi.mocked(listGoldDetails).mockResolvedValueOnce({
      balance: 1250,
      nextCursor: null,
      list: [
        detail(4, IN, 1000, 'gold_purchase'),
        detail(3, OUT, 5, 'chat_message'),
        detail(2, IN, 300, 'vip_gift_coins'),
        detail(1, IN, 3, 'some_future_reason'),
      ],
    });
    renderInApp(<CoinDetailsScreen />, '/settings/coin-details');

    expect(await screen.findByText('1,250 coins')).toBeInTheDocument();
    expect(listGoldDetails).toHaveBeenCalledWith({});
    for (const label of ['Coins bought', 'Message', 'VIP gift coins', 'Coin change']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(amounts()).toEqual(['+1,000', '\u22125', '+300', '+3']);
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-03-03T10:30:00.000Z'),
    );
    expect(screen.getByText(when)).toHaveAttribute('datetime', '2026-03-03T10:30:00.000Z');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('pages with the cursor: "Show more" appends the older rows and goes away at the end', async () => {
    startTestSession();
    vi.mocked(listGoldDetails)
      .mockResolvedValueOnce({
        balance: 20,
        nextCursor: '41',
        list: [detail(10, OUT, 10, 'gift'), detail(9, OUT, 5, 'chat_regenerate')],
      })
      .mockResolvedValueOnce({
        balance: 20,
        nextCursor: null,
        list: [
          detail(8, IN, 5, 'chat_regenerate_refund'),
          detail(7, IN, 10, 'gift_refund'),
          detail(6, IN, 2, 'chat_refund'),
          detail(5, OUT, 100, 'purchase_refund'),
          detail(4, IN, 50, 'invite'),
        ],
      });
    renderInApp(<CoinDetailsScreen />, '/settings/coin-details');

    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(listGoldDetails).toHaveBeenLastCalledWith({ cursor: '41' });
    expect(await screen.findByText('Invite reward')).toBeInTheDocument();
    expect(amounts()).toEqual(['\u221210', '\u22125', '+5', '+10', '+2', '\u2212100', '+50']);
    for (const label of ['Gift', 'New reply', 'New reply refunded', 'Gift refunded']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Message refunded')).toBeInTheDocument();
    expect(screen.getByText('Purchase refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when there is no history yet', async () => {
    startTestSession();
    vi.mocked(listGoldDetails).mockResolvedValueOnce({ balance: 0, nextCursor: null, list: [] });
    renderInApp(<CoinDetailsScreen />, '/settings/coin-details');
    expect(await screen.findByText('No coins have come in or gone out yet.')).toBeInTheDocument();
    expect(screen.getByText('0 coins')).toBeInTheDocument();
  });

  it('signed out, asks to sign in and loads nothing', async () => {
    const showLogin = vi.fn();
    const stop = onAppEvent('showLogin', showLogin);
    renderInApp(<CoinDetailsScreen />, '/settings/coin-details');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(showLogin).toHaveBeenCalledWith({ fromLanding: false });
    expect(listGoldDetails).not.toHaveBeenCalled();
    stop();
  });
});
