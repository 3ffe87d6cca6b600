import { parsePageQuery } from '@client/bridge/page-query';
import { appStore } from '@client/lib/app-store';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { paymentPhaseAtom } from './payment-state';
import { readPendingOrder } from './pending-order';
import './payment-host.css';

const ResultPopup = lazy(() => import('./result-popup'));

/**
 * The payment pieces of the shell: a return with merchantParam (bizId, bizType) on any page
 * starts following that order (spec §4); the in-progress overlay shows while its status is
 * checked, the result popup once it is paid.
 */
export function PaymentHost() {
  const { t } = useLingui();
  const phase = useAtomValue(paymentPhaseAtom);
  useEffect(() => {
    const returned = parsePageQuery(window.location.search).merchantParam;
    if (!returned || (returned.bizType !== 'vip' && returned.bizType !== 'gold')) return;
    const kind = returned.bizType;
    const pending = readPendingOrder(returned.bizId);
    // The following code loads only when a payment comes back, out of the first-load bundle.
    void import('./follow-payment').then(({ followPayment }) =>
      followPayment({
        orderId: returned.bizId,
        kind,
        payMethod: pending?.payMethod ?? '',
        ...(pending?.orderToken ? { orderToken: pending.orderToken } : {}),
      }),
    );
  }, []);
  return (
    <>
      {phase.state === 'verifying' && (
        <div className="payment-overlay" role="alertdialog" aria-modal="true" aria-busy="true">
          <div className="payment-overlay__box">
            <span className="payment-overlay__spinner" aria-hidden="true" />
            <p>{t`Confirming your payment…`}</p>
          </div>
        </div>
      )}
      {phase.state === 'paid' && (
        <Suspense fallback={null}>
          <ResultPopup
            goods={phase.goods}
            onClose={() => appStore.set(paymentPhaseAtom, { state: 'idle' })}
          />
        </Suspense>
      )}
    </>
  );
}
