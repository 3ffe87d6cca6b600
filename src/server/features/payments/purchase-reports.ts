import { ORDER_STATUS } from '@contract/enums';
import { MINUTE_MS } from '@contract/time';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema/payments';
import type { PeriodicTask } from '../../jobs/periodic-task';
import type { OrderRow } from './orders';
import { invoiceTexts } from './start-payment';

/** Purchases older than this are not reported any more (the tracker would discard them). */
const REPORT_WINDOW_MS = 7 * 24 * 60 * MINUTE_MS;
const BATCH = 50;
const REQUEST_TIMEOUT_MS = 10_000;

/** What the conversion-tracking helper gets for a purchase (spec §7 purchase reporting). */
function purchaseReport(order: OrderRow) {
  const { goods } = order;
  return {
    orderId: order.id,
    amount: order.amountUsd,
    userId: order.userId,
    bizId: goods.kind,
    payTime: order.paidAt?.toISOString() ?? null,
    payType: 'card',
    callbackType: 'PAYED',
    commodityId: goods.kind === 'vip' ? goods.planId : goods.packId,
    commodityName: invoiceTexts(order, 'en', '').title,
    number: 1,
  };
}

/**
 * Sends every paid, not yet reported order of the last week to `url` as a JSON POST, oldest
 * first, and marks those the tracker accepted (2xx). One that fails stops the round; it is tried
 * again next time, so each purchase is reported at least once. Answers how many were reported.
 */
export async function reportPurchases(
  db: Database,
  url: string,
  now = new Date(),
): Promise<number> {
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, ORDER_STATUS.hasPay),
        isNull(orders.reportedAt),
        gt(orders.paidAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  let reported = 0;
  for (const order of due) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(purchaseReport(order)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the purchase tracker answered ${response.status}`);
    await db.update(orders).set({ reportedAt: now }).where(eq(orders.id, order.id));
    reported++;
  }
  return reported;
}

/** Reports purchases every minute to `PURCHASE_REPORT_URL`; null (no task) when it is unset. */
export function purchaseReportTask(db: Database, url: string | undefined): PeriodicTask | null {
  if (!url) return null;
  return {
    name: 'report-purchases',
    cron: '* * * * *',
    done: 'purchases reported',
    failed: 'purchase report failed; trying again in a minute',
    run: () => reportPurchases(db, url),
  };
}
