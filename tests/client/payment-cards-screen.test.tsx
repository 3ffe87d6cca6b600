import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/client/components/modal/modal-host';
import { toastsAtom } from '../../src/client/components/toast/toast-store';
import { finishCardLink } from '../../src/client/features/payments/api/finish-card-link';
import { listCards } from '../../src/client/features/payments/api/list-cards';
import { removeCard } from '../../src/client/features/payments/api/remove-card';
import { startCardLink } from '../../src/client/features/payments/api/start-card-link';
import PaymentCardsScreen from '../../src/client/features/settings/payments/payment-cards-screen';
import { ApiError } from '../../src/client/lib/api/api-error';
import { appStore } from '../../src/client/lib/app-store';
import type { PaymentCard } from '../../src/contract/api/payment-endpoints';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/payments/api/list-cards', () => ({ listCards: vi.fn() }));
vi.mock('../../src/client/features/payments/api/start-card-link', () => ({
  startCardLink: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/finish-card-link', () => ({
  finishCardLink: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/remove-card', () => ({ removeCard: vi.fn() }));

const PAGE = '/settings/credit-card-manage';
const VISA: PaymentCard = {
  id: 'c1',
  provider: 'sandbox',
  brand: 'Visa',
  last4: '4242',
  label: null,
  createdAt: '2026-02-01T09:00:00.000Z',
};
const PAYPAL: PaymentCard = {
  id: 'c2',
  provider: 'paypal',
  brand: 'PayPal',
  last4: null,
  label: 'a***@example.com',
  createdAt: '2026-02-03T09:00:00.000Z',
};
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(iso));

function openPage(url = PAGE) {
  startTestSession();
  window.history.replaceState(null, '', url);
  renderInApp(
    <>
      <PaymentCardsScreen />
      <ModalHost />
    </>,
    PAGE,
  );
}

afterEach(() => {
  endTestSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  appStore.set(toastsAtom, []);
  window.history.replaceState(null, '', '/');
});

describe('payment cards page', () => {
  it('lists each card with its brand, last digits or PayPal address, and when it was added', async () => {
    vi.mocked(listCards).mockResolvedValueOnce({ cards: [VISA, PAYPAL] });
    openPage();
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(screen.getByText('a***@example.com')).toBeInTheDocument();
    expect(screen.getByText(`Added on ${day(VISA.createdAt)}`)).toBeInTheDocument();
    expect(screen.getByText(`Added on ${day(PAYPAL.createdAt)}`)).toBeInTheDocument();
    expect(finishCardLink).not.toHaveBeenCalled();
  });

  it('says when no card is linked', async () => {
    vi.mocked(listCards).mockResolvedValueOnce({ cards: [] });
    openPage();
    expect(await screen.findByText('No card is linked yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link a card' })).toBeEnabled();
  });

  it('removes a card after the confirmation and shows the cards left', async () => {
    vi.mocked(listCards).mockResolvedValueOnce({ cards: [VISA, PAYPAL] });
    vi.mocked(removeCard).mockResolvedValueOnce({ cards: [PAYPAL] });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('a subscription paid with it will not renew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removeCard).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(removeCard).toHaveBeenCalledWith({ cardId: 'c1' });
    await waitFor(() => expect(screen.queryByText('•••• 4242')).toBeNull());
    expect(screen.getByText('a***@example.com')).toBeInTheDocument();
  });

  it('links a card on the provider page, coming back to this page', async () => {
    vi.mocked(listCards).mockResolvedValueOnce({ cards: [] });
    vi.mocked(startCardLink).mockResolvedValueOnce({
      setupId: 'abc123',
      setupUrl: '/pay/sandbox/card/abc123?lang=en',
    });
    openPage();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await userEvent.click(await screen.findByRole('button', { name: 'Link a card' }));
    expect(startCardLink).toHaveBeenCalledWith({
      returnUrl: `${window.location.origin}${PAGE}`,
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/card/abc123?lang=en'));
  });

  it('back from the provider with ?setupId, keeps the card, lists it and cleans the address', async () => {
    vi.mocked(finishCardLink).mockResolvedValueOnce({ cards: [VISA] });
    openPage(`${PAGE}?setupId=abc123`);
    expect(await screen.findByText('•••• 4242')).toBeInTheDocument();
    expect(finishCardLink).toHaveBeenCalledTimes(1);
    expect(finishCardLink).toHaveBeenCalledWith({ setupId: 'abc123' });
    expect(listCards).not.toHaveBeenCalled();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe(PAGE);
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toContain('Card linked');
  });

  it('when the link is refused, still lists the cards and cleans the address', async () => {
    vi.mocked(finishCardLink).mockRejectedValueOnce(new ApiError('code', 'refused', 2029));
    vi.mocked(listCards).mockResolvedValueOnce({ cards: [PAYPAL] });
    openPage(`${PAGE}?setupId=def456`);
    expect(await screen.findByText('a***@example.com')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).not.toContain('Card linked');
  });
});
