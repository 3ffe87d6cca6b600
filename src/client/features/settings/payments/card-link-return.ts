import { showToast } from '@client/components/toast/toast-store';
import { finishCardLink } from '@client/features/payments/api/finish-card-link';
import { listCards } from '@client/features/payments/api/list-cards';
import type { PaymentCard } from '@contract/api/payment-endpoints';
import { t } from '@lingui/core/macro';

/** The query parameter the provider's page sends the user back with (see the card-sign answer). */
const SETUP_ID_PARAM = 'setupId';

/** The card link the user came back from, as named in the address, or null. */
export function readReturnedSetupId(): string | null {
  return new URLSearchParams(window.location.search).get(SETUP_ID_PARAM);
}

/** The address of this page to come back to after linking: no query, so no old setupId. */
export function cardLinkReturnUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

function removeSetupIdFromAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(SETUP_ID_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

// React runs a page's first effect twice in development (StrictMode): both runs share one call.
const finishing = new Map<string, Promise<PaymentCard[]>>();

/**
 * Keeps the card the provider confirmed and answers the cards. A refusal was shown as a toast; the
 * cards are listed anyway. setupId then leaves the address bar, so a reload does not repeat it.
 */
export function finishReturnedCardLink(setupId: string): Promise<PaymentCard[]> {
  const running = finishing.get(setupId);
  if (running) return running;
  const request = finishCardLink({ setupId })
    .then(({ cards }) => {
      showToast(t`Card linked`);
      return cards;
    })
    .catch(async () => (await listCards({})).cards)
    .finally(() => {
      removeSetupIdFromAddress();
      finishing.delete(setupId);
    });
  finishing.set(setupId, request);
  return request;
}
