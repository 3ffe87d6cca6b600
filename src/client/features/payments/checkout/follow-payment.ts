import { showToast } from '@client/components/toast/toast-store';
import { appStore } from '@client/lib/app-store';
import { queryClient } from '@client/lib/query/query-client';
import { refreshProfile } from '@client/session/profile-atom';
import type { OrderStatusAnswer } from '@contract/api/vip-endpoints';
import { ORDER_STATUS } from '@contract/enums';
import { t } from '@lingui/core/macro';
import { completeSignIn } from '../../account/complete-sign-in';
import { capturePayPalOrder } from '../api/capture-paypal-order';
import { getGoldOrderStatus } from '../api/get-gold-order-status';
import { getVipOrderStatus } from '../api/get-vip-order-status';
import { paymentPhaseAtom } from './payment-state';
import { clearPendingOrder, clearReturnMarker, type PendingOrder } from './pending-order';
import { pollOrder } from './poll-order';
import { purchaseEvents } from './purchase-events';

/** The failure text of spec §8 ('PagePay_Faild_Desc': failed, cancelled or timed out). */
export function paymentFailedText(): string {
  return t({
    id: 'PagePay_Faild_Desc',
    message:
      'The payment did not go through. If you were charged, it will arrive shortly or be refunded; contact support if it does not.',
  });
}

const isPayPal = (payMethod: string | undefined) =>
  payMethod === 'PayPalWallet' || payMethod === 'PayPalCard';

let stopCurrent: (() => void) | null = null;
let lastOrder: PendingOrder | null = null;

/**
 * Follows an order's payment to its end (spec §4): the overlay shows while its status is checked
 * at once and then every 3 s. Paid: the overlay closes and the result popup shows the goods; a
 * visitor's purchase signs them in with the token it answers. Cancelled or nothing within 10 s:
 * the failure message. A failing status call just closes the overlay. A PayPal order is captured
 * first, which is what PayPal's return asks for. It goes on when the buyer leaves the page.
 */
export async function followPayment(order: PendingOrder): Promise<void> {
  stopCurrent?.();
  lastOrder = order;
  const which = { orderId: order.orderId, kind: order.kind };
  appStore.set(paymentPhaseAtom, { state: 'verifying', ...which });
  const done = () => {
    stopCurrent = null;
  };
  const failed = () => {
    done();
    clearReturnMarker();
    appStore.set(paymentPhaseAtom, { state: 'failed', ...which });
    showToast(paymentFailedText());
  };
  // The API error listener has shown why; the overlay just closes (spec §4).
  const unchecked = () => {
    done();
    appStore.set(paymentPhaseAtom, { state: 'unchecked', ...which });
  };
  const paid = async (answer: OrderStatusAnswer) => {
    done();
    clearPendingOrder();
    clearReturnMarker();
    if (answer.token && answer.uid) await completeSignIn({ token: answer.token, uid: answer.uid });
    else await refreshProfile({ force: true });
    // What the purchase changed: the plans offered, the subscription, the coin history.
    for (const changed of ['vipPlans', 'subscriptionPage', 'goldDetails', 'recentPurchases'])
      queryClient.invalidateQueries([changed]);
    purchaseEvents.paid(order.kind, order.orderId, order.priceUsd);
    appStore.set(paymentPhaseAtom, { state: 'paid', ...which, goods: answer.goods });
  };
  const params = {
    orderId: order.orderId,
    ...(order.orderToken ? { orderToken: order.orderToken } : {}),
  };
  const check = () =>
    order.kind === 'vip'
      ? getVipOrderStatus(params)
      : getGoldOrderStatus({ orderId: order.orderId });

  if (isPayPal(order.payMethod)) {
    try {
      const captured = await capturePayPalOrder(params);
      if (captured.orderStatus === ORDER_STATUS.hasPay) return paid(captured);
      if (captured.orderStatus === ORDER_STATUS.cancel) return failed();
    } catch {
      return unchecked();
    }
  }
  stopCurrent = pollOrder(check, {
    onPaid: (answer) => void paid(answer),
    onCancelled: failed,
    onTimeout: failed,
    onError: unchecked,
  });
}

/** Checks the last followed order again (its status call failed before). */
export function followAgain(): Promise<void> {
  return lastOrder ? followPayment(lastOrder) : Promise.resolve();
}
