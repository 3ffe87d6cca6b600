import {
  goldOrderCreateEndpoint,
  goldOrderPaymentEndpoint,
  goldOrderStatusEndpoint,
} from '@contract/api/gold-endpoints';
import {
  vipOrderCreateEndpoint,
  vipOrderPaymentEndpoint,
  vipOrderStatusEndpoint,
  vipOrderVisitorCreateEndpoint,
} from '@contract/api/vip-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { assertFeatureOn } from '../../config/feature-switch';
import { answerLanguage } from '../characters/character-views';
import { orderStatusAnswer } from './order-status';
import { createGoldOrder, createVipOrder, loadCallersOrder, type OrderRow } from './orders';
import { startPayment } from './start-payment';

/** The caller's order of one kind; another kind answers as not found. */
async function callersOrder(
  context: HandlerContext,
  kind: OrderRow['kind'],
  input: { orderId: string; orderToken?: string | undefined },
) {
  const order = await loadCallersOrder(context.db, { ...input, userId: context.uid });
  if (order.kind !== kind) throw new ApiFailure(REFUSAL_CODE.notFound, 'This order does not exist');
  return order;
}

export const orderRoutes = [
  implement(vipOrderCreateEndpoint, async ({ id, comeFrom, extraJson, tier }, context) => {
    assertFeatureOn(context.env, 'payments');
    const { order } = await createVipOrder(context.db, {
      userId: signedInUid(context),
      planId: id,
      comeFrom,
      extra: extraJson,
      tier,
    });
    return { orderId: order.id };
  }),

  implement(vipOrderVisitorCreateEndpoint, async ({ id, comeFrom, extraJson, lang }, context) => {
    assertFeatureOn(context.env, 'payments');
    const { order, orderToken } = await createVipOrder(context.db, {
      userId: null,
      planId: id,
      comeFrom,
      // The account the purchase makes starts in the language the visitor bought in.
      extra: { ...extraJson, lang: answerLanguage(lang) },
    });
    return { orderId: order.id, orderToken: orderToken ?? '' };
  }),

  implement(vipOrderPaymentEndpoint, async (input, context) => {
    assertFeatureOn(context.env, 'payments');
    const order = await callersOrder(context, 'vip', input);
    return startPayment(context, order, { ...input, platform: input.plat });
  }),

  implement(vipOrderStatusEndpoint, async ({ orderId, orderToken }, context) => {
    const order = await callersOrder(context, 'vip', { orderId, orderToken });
    return orderStatusAnswer(context.db, order, orderToken);
  }),

  implement(goldOrderCreateEndpoint, async ({ id, comeFrom, extraJson }, context) => {
    assertFeatureOn(context.env, 'payments');
    const order = await createGoldOrder(context.db, {
      userId: signedInUid(context),
      packId: id,
      comeFrom,
      extra: extraJson,
    });
    return { orderId: order.id };
  }),

  implement(goldOrderPaymentEndpoint, async (input, context) => {
    assertFeatureOn(context.env, 'payments');
    const order = await callersOrder(context, 'gold', input);
    return startPayment(context, order, { ...input, platform: input.plat, autoRenew: false });
  }),

  implement(goldOrderStatusEndpoint, async ({ orderId }, context) => {
    const order = await callersOrder(context, 'gold', { orderId });
    return orderStatusAnswer(context.db, order);
  }),
];
