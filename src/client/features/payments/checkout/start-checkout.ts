import { purchaseOrigin } from '@client/app/navigation-trail';
import type { Bridge } from '@client/bridge/bridge-types';
import { savedStartParams } from '@client/bridge/launch-context';
import { showToast } from '@client/components/toast/toast-store';
import type { PaymentMethod } from '@contract/enums';
import type { LocaleCode } from '@contract/locales';
import { NAMED_ROUTES } from '@contract/routes';
import { createGoldOrder } from '../api/create-gold-order';
import { createVipOrder } from '../api/create-vip-order';
import { createVisitorVipOrder } from '../api/create-visitor-vip-order';
import { payGoldOrder } from '../api/pay-gold-order';
import { payVipOrder } from '../api/pay-vip-order';
import { followPayment, paymentFailedText } from './follow-payment';
import {
  type PendingOrder,
  paymentReturnUrl,
  savePendingOrder,
  saveReturnPath,
} from './pending-order';
import { purchaseEvents } from './purchase-events';

export interface CheckoutRequest {
  kind: 'vip' | 'gold';
  /** The plan or pack id. */
  goodsId: string;
  comeFrom: string;
  payMethod: PaymentMethod;
  /** Keep the payment method so the plan renews (renewable plans). */
  autoRenew: boolean;
  /** The promotion tier whose offer the buyer saw. */
  tier?: number | undefined;
  extra?: { scriptId?: string; photoId?: string };
  /** A visitor buys before signing in (from a landing page or the tour). */
  asVisitor: boolean;
  /** For the purchase events. */
  priceUsd: number;
}

/** Makes the order the buyer chose: a member's VIP order, a visitor's, or a coin order. */
async function createOrder(request: CheckoutRequest) {
  const { extraOrderParams } = savedStartParams();
  const extraJson = {
    ...request.extra,
    client: 'web',
    ...(extraOrderParams ? { extraOrderParams: extraOrderParams.slice(0, 512) } : {}),
  };
  if (request.kind === 'gold') {
    return {
      ...(await createGoldOrder({ id: request.goodsId, comeFrom: request.comeFrom, extraJson })),
      orderToken: undefined,
    };
  }
  if (request.asVisitor) {
    return createVisitorVipOrder({ id: request.goodsId, comeFrom: request.comeFrom, extraJson });
  }
  const created = await createVipOrder({
    id: request.goodsId,
    comeFrom: request.comeFrom,
    extraJson,
    ...(request.tier !== undefined ? { tier: request.tier } : {}),
  });
  return { ...created, orderToken: undefined };
}

/**
 * Buys: makes the order, starts its payment and takes the buyer there. On the web the buyer goes
 * to the checkout page and comes back to the return page, which follows the order; in Telegram
 * the Stars invoice opens over the app and the order is followed here. Goods are granted only by
 * the server's confirmation, never because the client says "paid". Answers whether the page is
 * on its way to the provider, in which case nothing may touch the history any more.
 */
export async function startCheckout(
  request: CheckoutRequest,
  bridge: Bridge,
  locale: LocaleCode,
): Promise<'redirected' | 'stayed'> {
  const { orderId, orderToken } = await createOrder(request);
  const pending: PendingOrder = {
    orderId,
    kind: request.kind,
    payMethod: request.payMethod,
    priceUsd: request.priceUsd,
    ...(orderToken ? { orderToken } : {}),
  };
  const payment = {
    orderId,
    payMethod: request.payMethod,
    returnUrl: paymentReturnUrl({ orderId, kind: request.kind }, locale),
  };
  purchaseEvents.methodChosen(request.payMethod, request.priceUsd);
  const answer =
    request.kind === 'vip'
      ? await payVipOrder({
          ...payment,
          autoRenew: request.autoRenew,
          ...(orderToken ? { orderToken } : {}),
        })
      : await payGoldOrder(payment);
  if (answer.invoiceLink) {
    const result = await bridge.openInvoice(answer.invoiceLink);
    if (result === 'paid' || result === 'pending') await followPayment(pending);
    else showToast(paymentFailedText());
    return 'stayed';
  }
  if (!answer.payUrl) return 'stayed';
  savePendingOrder(pending);
  // A purchase made on the coins or VIP page returns to the page that led there (her chat); a
  // visitor's purchase (from a landing page or its tour) goes on to Roles (spec §2).
  saveReturnPath(
    request.asVisitor
      ? NAMED_ROUTES.Roles
      : purchaseOrigin(`${window.location.pathname}${window.location.search}`),
  );
  return (await bridge.openInvoice(answer.payUrl)) === 'redirected' ? 'redirected' : 'stayed';
}
