import { ORDER_STATUS } from '@contract/enums';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { type PayPalApi, PayPalError } from '../../providers/paypal/paypal-api';
import { grantPaidOrder } from './grant-order';
import { cancelOrder, type OrderRow } from './orders';
import { keepCard, startSubscription } from './subscriptions';

/** PayPal's answers that mean the buyer did not approve (yet): the order stays waiting. */
const NOT_APPROVED = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);
/** Answers that mean the payment cannot happen: the order is cancelled. */
const REFUSED = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'ORDER_EXPIRED',
  'PAYEE_BLOCKED_TRANSACTION',
]);

/**
 * Captures a PayPal order the buyer approved and grants it, once: the capture carries a request
 * id derived from the order, so a replayed capture gets PayPal's first answer, and the grant
 * itself happens only from wait. A vaulted payment method becomes the subscription's card.
 */
export async function capturePayPalOrder(
  db: Database,
  paypal: PayPalApi,
  log: Logger,
  order: OrderRow,
): Promise<void> {
  if (order.status !== ORDER_STATUS.wait || !order.providerRef) return;
  let capture: Awaited<ReturnType<PayPalApi['captureOrder']>>;
  try {
    capture = await paypal.captureOrder(order.providerRef, `capture-${order.id}`);
  } catch (error) {
    if (error instanceof PayPalError && error.issue === 'ORDER_ALREADY_CAPTURED') {
      // Captured by an earlier call whose answer was lost: PayPal holds the money.
      capture = { status: 'COMPLETED', captureId: null, payerId: null, vaulted: null };
    } else if (error instanceof PayPalError && error.issue && NOT_APPROVED.has(error.issue)) {
      return;
    } else if (error instanceof PayPalError && error.issue && REFUSED.has(error.issue)) {
      await cancelOrder(db, order.id, `PayPal refused: ${error.issue}`);
      return;
    } else {
      log.error({ err: error, orderId: order.id }, 'PayPal capture failed');
      throw error;
    }
  }
  if (capture.status !== 'COMPLETED') {
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
      await cancelOrder(db, order.id, `PayPal capture ${capture.status}`);
    }
    return;
  }
  await db.transaction(async (tx) => {
    const paid = await grantPaidOrder(tx, order.id, {
      payMethod: order.payMethod ?? 'PayPalWallet',
      providerRef: order.providerRef ?? order.id,
    });
    if (!paid?.userId || !paid.autoRenew || !capture.vaulted || paid.goods.kind !== 'vip') return;
    const cardId = await keepCard(tx, {
      userId: paid.userId,
      provider: 'paypal',
      vaultId: capture.vaulted.id,
      brand: capture.vaulted.brand,
      last4: capture.vaulted.last4,
      label: capture.vaulted.email,
    });
    await startSubscription(tx, {
      userId: paid.userId,
      planId: paid.goods.planId,
      provider: 'paypal',
      cardId,
    });
  });
}
