import { REFUSAL_CODE } from '@contract/api-codes';
import { DAY_MS } from '@contract/time';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { LOCK_KIND, lockKeyUntilCommit } from '../../db/advisory-lock';
import type { Database, Executor } from '../../db/database';
import { paymentFeedback } from '../../db/schema/payment-feedback';
import { orders } from '../../db/schema/payments';
import type { MailMessage } from '../mail/mailer';

/** Reports one account may send (new or rewritten) in a day: enough for honest trouble. */
export const PAY_FEEDBACK_PER_USER_PER_DAY = 10;
const ORDER_STATUS_NAMES: Record<number, string> = { 10: 'waiting', 20: 'paid', 30: 'cancelled' };

export interface PaymentFeedbackEntry {
  id: number;
  userId: string;
  orderId: string;
  what: string;
  contact: string | null;
  createdAt: Date;
  updatedAt: Date;
  order: {
    kind: string;
    status: string;
    amountUsd: number;
    payMethod: string | null;
    providerRef: string | null;
    failureReason: string | null;
    createdAt: Date;
    paidAt: Date | null;
  };
}

/**
 * Keeps the buyer's report about one of their own orders: the first creates it, a later one
 * rewrites it. Another user's order, or none, is "not found" (never says whose it is).
 */
export async function savePaymentFeedback(
  db: Database,
  input: { userId: string; orderId: string; what: string; contact: string | null },
  now = new Date(),
): Promise<{ entry: PaymentFeedbackEntry; isUpdate: boolean }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .limit(1);
    if (!order) throw new ApiFailure(REFUSAL_CODE.notFound, 'This order does not exist');
    // One user's reports are counted and written one at a time, so parallel sends keep the cap.
    await lockKeyUntilCommit(tx, LOCK_KIND.paymentFeedbackUser, input.userId);
    const [recent] = await tx
      .select({ sent: count() })
      .from(paymentFeedback)
      .where(
        and(
          eq(paymentFeedback.userId, input.userId),
          gt(paymentFeedback.updatedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((recent?.sent ?? 0) >= PAY_FEEDBACK_PER_USER_PER_DAY) {
      throw new ApiFailure(
        REFUSAL_CODE.feedbackLimit,
        'You sent many payment reports today; support will answer the ones you sent',
      );
    }
    const [row] = await tx
      .insert(paymentFeedback)
      .values({ ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [paymentFeedback.userId, paymentFeedback.orderId],
        set: { what: input.what, contact: input.contact, updatedAt: now },
      })
      .returning({ id: paymentFeedback.id });
    if (!row) throw new Error('payment feedback upsert returned nothing');
    const [entry] = await listPaymentFeedback(tx, { id: row.id });
    if (!entry) throw new Error(`payment feedback ${row.id} vanished`);
    return { entry, isUpdate: entry.createdAt.getTime() !== now.getTime() };
  });
}

/** The reports, newest first, each with its order; `id` picks one. */
export async function listPaymentFeedback(
  db: Executor,
  filter: { id?: number; limit?: number } = {},
): Promise<PaymentFeedbackEntry[]> {
  const rows = await db
    .select({ feedback: paymentFeedback, order: orders })
    .from(paymentFeedback)
    .innerJoin(orders, eq(orders.id, paymentFeedback.orderId))
    .where(filter.id === undefined ? sql`true` : eq(paymentFeedback.id, filter.id))
    .orderBy(desc(paymentFeedback.updatedAt), desc(paymentFeedback.id))
    .limit(filter.limit ?? 200);
  return rows.map(({ feedback, order }) => ({
    ...feedback,
    order: {
      kind: order.kind,
      status: ORDER_STATUS_NAMES[order.status] ?? String(order.status),
      amountUsd: order.amountUsd,
      payMethod: order.payMethod,
      providerRef: order.providerRef,
      failureReason: order.failureReason,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
    },
  }));
}

/** The report as plain text, for the support command and the support mail alike. */
export function describePaymentFeedback(entry: PaymentFeedbackEntry): string {
  const { order } = entry;
  return [
    `Order ${entry.orderId}: ${order.kind}, ${order.status}, $${order.amountUsd.toFixed(2)}, ${order.payMethod ?? 'no method chosen'}${order.providerRef ? ` (provider ref ${order.providerRef})` : ''}`,
    `  created ${order.createdAt.toISOString()}${order.paidAt ? `, paid ${order.paidAt.toISOString()}` : ''}${order.failureReason ? `, failure: ${order.failureReason}` : ''}`,
    `  user ${entry.userId}${entry.contact ? `, contact: ${entry.contact}` : ''}, reported ${entry.updatedAt.toISOString()}${entry.updatedAt.getTime() !== entry.createdAt.getTime() ? ' (updated)' : ''}`,
    ...entry.what.split('\n').map((line) => `  > ${line}`),
  ].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail that brings a report to the support address (support reads English). */
export function paymentFeedbackMail(entry: PaymentFeedbackEntry, to: string): MailMessage {
  const text = describePaymentFeedback(entry);
  return {
    to,
    subject: `Payment report for order ${entry.orderId}${entry.order.status === 'paid' ? '' : ` (${entry.order.status})`}`,
    text,
    html: `<pre style="font-family:ui-monospace,monospace;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
  };
}
