import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cardSetups, orders } from '../../db/schema/payments';
import { grantPaidOrder } from './grant-order';
import { cancelOrder, type OrderRow } from './orders';
import { keepCard, startSubscription } from './subscriptions';

export type SandboxAction = 'pay' | 'cancel' | 'fail';

/** The sandbox card kept for renewals: nothing real, only what the card list shows. */
const SANDBOX_CARD = { brand: 'Sandbox Visa', last4: '4242' };

/** An order the sandbox may settle: paid with the sandbox and still waiting, or null. */
export async function sandboxOrder(db: Database, orderId: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return order?.payMethod === 'Sandbox' ? order : null;
}

/**
 * Settles a sandbox order exactly as a provider's confirmation would: pay grants the goods (and,
 * when the buyer kept the card for a renewable plan, starts the subscription on it); cancel and
 * fail cancel the order. Settling twice changes nothing.
 */
export async function settleSandboxOrder(
  db: Database,
  input: { orderId: string; action: SandboxAction; keepCardForRenewals: boolean },
): Promise<void> {
  if (input.action !== 'pay') {
    const reason =
      input.action === 'cancel'
        ? 'cancelled at the sandbox checkout'
        : 'the sandbox payment failed';
    await cancelOrder(db, input.orderId, reason);
    return;
  }
  await db.transaction(async (tx) => {
    const paid = await grantPaidOrder(tx, input.orderId, {
      payMethod: 'Sandbox',
      providerRef: `sandbox-${input.orderId}`,
    });
    if (!paid?.userId || !paid.autoRenew || !input.keepCardForRenewals) return;
    if (paid.goods.kind !== 'vip') return;
    const cardId = await keepCard(tx, {
      userId: paid.userId,
      provider: 'sandbox',
      vaultId: `sandbox-card-${paid.id}`,
      ...SANDBOX_CARD,
      label: null,
    });
    await startSubscription(tx, {
      userId: paid.userId,
      planId: paid.goods.planId,
      provider: 'sandbox',
      cardId,
    });
  });
}

/** Confirms a sandbox card being linked, with the name typed on the sandbox page. */
export async function approveSandboxCard(db: Database, setupId: string, name: string) {
  const [setup] = await db
    .update(cardSetups)
    .set({
      state: 'approved',
      providerRef: `sandbox-card-${setupId}`,
      details: { ...SANDBOX_CARD, label: name.slice(0, 64) || null },
    })
    .where(
      and(
        eq(cardSetups.id, setupId),
        eq(cardSetups.provider, 'sandbox'),
        eq(cardSetups.state, 'started'),
      ),
    )
    .returning();
  return setup ?? null;
}
