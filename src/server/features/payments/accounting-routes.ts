import { goldDetailListEndpoint } from '@contract/api/gold-endpoints';
import { paypalCaptureEndpoint } from '@contract/api/payment-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, lt } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { ledgerEntries } from '../../db/schema/ledger';
import { orderStatusAnswer } from './order-status';
import { loadCallersOrder } from './orders';
import { capturePayPalOrder } from './paypal-checkout';

export const accountingRoutes = [
  implement(goldDetailListEndpoint, async ({ cursor, size }, context) => {
    const userId = signedInUid(context);
    const rows = await context.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.userId, userId),
          eq(ledgerEntries.currency, 'gold'),
          cursor ? lt(ledgerEntries.id, Number(cursor)) : undefined,
        ),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return {
      list: page.map((row) => ({
        id: String(row.id),
        direction: row.direction,
        amount: row.amount,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > size && last ? String(last.id) : null,
      balance: (await loadUser(context.db, userId)).goldBalance,
    };
  }),

  implement(paypalCaptureEndpoint, async ({ orderId, orderToken }, context) => {
    const order = await loadCallersOrder(context.db, { orderId, userId: context.uid, orderToken });
    const paypal = context.services.payments.paypal;
    const isPayPal = order.payMethod === 'PayPalWallet' || order.payMethod === 'PayPalCard';
    if (!paypal || !isPayPal) {
      throw new ApiFailure(REFUSAL_CODE.notFound, 'This order is not paid with PayPal');
    }
    await capturePayPalOrder(context.db, paypal, context.log, order);
    const current = await loadCallersOrder(context.db, {
      orderId,
      userId: context.uid,
      orderToken,
    });
    return orderStatusAnswer(context.db, current, orderToken);
  }),
];
