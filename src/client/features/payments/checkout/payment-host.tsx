import { parsePageQuery } from '@client/bridge/page-query';
import { withCatalogPart } from '@client/i18n/activate-locale';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import type { ReturnedOrder } from './payment-return';
import { paymentPhaseAtom } from './payment-state';

// The overlay, the result popup, the order polling and their texts load only when a payment
// comes back or starts, out of the first-load bundle.
const PaymentReturn = lazy(withCatalogPart('payments', () => import('./payment-return')));

/**
 * The order a provider's return names (merchantParam with bizId and bizType vip or gold), and
 * whether PayPal sent the buyer back (it adds its `token` and `PayerID`).
 */
function returnedOrder(): ReturnedOrder | null {
  const returned = parsePageQuery(window.location.search).merchantParam;
  if (!returned || (returned.bizType !== 'vip' && returned.bizType !== 'gold')) return null;
  const query = new URLSearchParams(window.location.search);
  return {
    orderId: returned.bizId,
    kind: returned.bizType,
    isFromPayPal: query.has('PayerID') || query.has('token'),
  };
}

/**
 * The payment piece of the shell: a return with merchantParam on any page (spec §4), or a payment
 * followed in the app (Telegram Stars), brings up the overlay and then the result.
 */
export function PaymentHost() {
  const [returned] = useState(returnedOrder);
  const isIdle = useAtomValue(paymentPhaseAtom).state === 'idle';
  if (!returned && isIdle) return null;
  return (
    <Suspense fallback={null}>
      <PaymentReturn returned={returned} />
    </Suspense>
  );
}
