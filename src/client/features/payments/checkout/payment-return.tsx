import { appStore } from '@client/lib/app-store';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { followPayment } from './follow-payment';
import { paymentPhaseAtom } from './payment-state';
import { type PendingOrder, readPendingOrder } from './pending-order';
import ResultPopup from './result-popup';
import './payment-host.css';

/** An order named by a provider's return: merchantParam's bizId and bizType (spec §4). */
export type ReturnedOrder = { orderId: string; kind: PendingOrder['kind']; isFromPayPal: boolean };

/**
 * The order to follow: what this tab kept when it started the payment, else what the return says
 * (PayPal's return may open in another tab, where nothing was kept).
 */
function returnedPendingOrder(returned: ReturnedOrder): PendingOrder {
  return (
    readPendingOrder(returned.orderId) ?? {
      orderId: returned.orderId,
      kind: returned.kind,
      payMethod: returned.isFromPayPal ? 'PayPalWallet' : '',
    }
  );
}

/**
 * What a payment shows over any page: the in-progress overlay while its status is checked, the
 * result popup once it is paid. Mounted with a returned order, it starts following that order.
 */
export default function PaymentReturn({ returned }: { returned: ReturnedOrder | null }) {
  const { t } = useLingui();
  const phase = useAtomValue(paymentPhaseAtom);
  useEffect(() => {
    if (returned) void followPayment(returnedPendingOrder(returned));
  }, [returned]);
  return (
    <>
      {phase.state === 'verifying' && (
        <div
          className="payment-overlay"
          role="alertdialog"
          aria-modal="true"
          aria-busy="true"
          aria-label={t`Confirming your payment…`}
        >
          <div className="payment-overlay__box">
            <span className="payment-overlay__spinner" aria-hidden="true" />
            <p>{t`Confirming your payment…`}</p>
          </div>
        </div>
      )}
      {phase.state === 'paid' && (
        <ResultPopup
          goods={phase.goods}
          onClose={() => appStore.set(paymentPhaseAtom, { state: 'idle' })}
        />
      )}
    </>
  );
}
