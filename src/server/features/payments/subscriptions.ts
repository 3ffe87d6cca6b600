import type { Subscription } from '@contract/api/vip-endpoints';
import { desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { paymentCards, subscriptions } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    planId: row.planId,
    nextPlanId: row.nextPlanId,
    state: row.state,
    provider: row.provider,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cardId: row.cardId,
  };
}

/** The user's subscription (one at most), or null. */
export async function findSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Makes the plan just bought the user's subscription, renewing with the given card (or through
 * Telegram for Stars), in the caller's transaction, after the grant: the paid period ends when the
 * user's VIP now does (`fallbackPeriodEnd` if there is none). A user has one subscription: a new
 * one takes the place of the old.
 */
export async function startSubscription(
  tx: Transaction,
  input: {
    userId: string;
    planId: string;
    provider: SubscriptionRow['provider'];
    cardId: string | null;
    fallbackPeriodEnd?: Date;
    providerRef?: string | null | undefined;
  },
) {
  const [user] = await tx
    .select({ vipExpireAt: users.vipExpireAt })
    .from(users)
    .where(eq(users.id, input.userId));
  const currentPeriodEnd = user?.vipExpireAt ?? input.fallbackPeriodEnd ?? new Date();
  const values = {
    planId: input.planId,
    nextPlanId: null,
    provider: input.provider,
    state: 'active' as const,
    cardId: input.cardId,
    currentPeriodEnd,
    // A renewal keeps the reference of the payment that started the subscription.
    ...(input.providerRef ? { providerRef: input.providerRef } : {}),
    cancelledAt: null,
    lastFailureAt: null,
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ id: newOpaqueId(), userId: input.userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

/** Keeps a payment method the provider vaulted, for renewals; answers its id. */
export async function keepCard(
  tx: Executor,
  input: {
    userId: string;
    provider: 'paypal' | 'sandbox';
    vaultId: string;
    brand: string;
    last4: string | null;
    label: string | null;
  },
): Promise<string> {
  const id = newOpaqueId();
  await tx.insert(paymentCards).values({ id, ...input });
  return id;
}

/** The user's cards, newest first. */
export async function listCards(db: Executor, userId: string) {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.userId, userId))
    .orderBy(desc(paymentCards.createdAt));
}
