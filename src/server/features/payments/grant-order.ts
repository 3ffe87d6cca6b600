import { LIFETIME_EXPIRY_YEAR, VIP_ENERGY_CAP } from '@contract/constants';
import { ORDER_STATUS } from '@contract/enums';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { DAY_MS } from '@contract/time';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { analyticsEvents } from '../../db/schema/analytics';
import { orders } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { insertNewUser } from '../accounts/sign-in';
import { answerLanguage } from '../characters/character-views';
import { settleEnergy } from '../energy/energy';
import { creditEnergyUpToCap } from '../energy/energy-rewards';
import { credit } from '../ledger/ledger';
import { creditSupportChannelBonus } from '../rewards/support-channel';
import type { OrderRow } from './orders';

/** A lifetime member's expiry: beyond 2099, which marks lifetime (spec §4). */
export const LIFETIME_VIP_EXPIRY = new Date(Date.UTC(LIFETIME_EXPIRY_YEAR + 1, 0, 1));

/** How a provider confirmed the payment. */
export interface PaymentProof {
  payMethod: string;
  /** The provider's id of the payment (PayPal order, Telegram charge id, sandbox session). */
  providerRef: string;
}

/**
 * VIP after buying `days` more: stacked on the time a member has left, from now for others;
 * lifetime (no days) goes beyond 2099.
 */
function extendedVipExpiry(current: Date | null, days: number | null, now: Date): Date {
  if (days === null) return LIFETIME_VIP_EXPIRY;
  if (current && current >= LIFETIME_VIP_EXPIRY) return current;
  const from = current && current > now ? current : now;
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * Gives what an order bought, in the caller's transaction, exactly once: the order moves from
 * wait to hasPay only here and only from wait, and the coins go through the ledger with the order
 * as their unique reference. A visitor's order first gets an account of its own. Answers the paid
 * order, or null when it was paid or cancelled before.
 */
export async function grantPaidOrder(
  tx: Transaction,
  orderId: string,
  proof: PaymentProof,
  now = new Date(),
): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({
      status: ORDER_STATUS.hasPay,
      paidAt: now,
      payMethod: proof.payMethod,
      providerRef: proof.providerRef,
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.wait)))
    .returning();
  if (!paid) return null;
  let userId = paid.userId;
  if (!userId) {
    userId = await insertNewUser(tx, {
      nick: 'Guest',
      lang: answerLanguage(paid.extra.lang),
      channel: null,
      inviter: null,
    });
    await tx.update(orders).set({ userId }).where(eq(orders.id, paid.id));
  }
  // Settling first locks the user and credits what recovered at the rate of the time before.
  const user = await settleEnergy(tx, userId, now);
  if (!user) throw new Error(`order ${paid.id} belongs to missing user ${userId}`);
  const { goods } = paid;
  if (goods.kind === 'vip') {
    await tx
      .update(users)
      .set({ vipExpireAt: extendedVipExpiry(user.vipExpireAt, goods.days, now) })
      .where(eq(users.id, user.id));
    // The first perk sold is "1,000 energy": every VIP purchase fills energy to the VIP cap at
    // once, as a reward that stops at the cap (docs/decisions.md: VIP purchase fills energy).
    await creditEnergyUpToCap(tx, {
      userId: user.id,
      amount: VIP_ENERGY_CAP,
      reason: LEDGER_REASON.vipEnergy,
      reference: paid.id,
      now,
    });
    if (goods.giftCoins > 0) {
      await credit(tx, {
        userId: user.id,
        currency: 'gold',
        amount: goods.giftCoins,
        reason: LEDGER_REASON.vipGiftCoins,
        reference: paid.id,
      });
    }
  } else {
    await credit(tx, {
      userId: user.id,
      currency: 'gold',
      amount: goods.gold,
      reason: LEDGER_REASON.goldPurchase,
      reference: paid.id,
    });
    await creditSupportChannelBonus(tx, {
      userId: user.id,
      orderId: paid.id,
      coins: goods.gold,
      isChannelMember: user.supportChannelJoinedAt !== null,
    });
  }
  // Purchase reporting (spec §7) reads these; outside reporting is off unless configured.
  await tx.insert(analyticsEvents).values({
    name: goods.kind === 'vip' ? 'page_buy_vip_suc' : 'page_buy_coin_suc',
    params: {
      orderId: paid.id,
      amount: paid.amountUsd,
      payType: proof.payMethod,
      goods: goods.kind === 'vip' ? goods.planId : goods.packId,
    },
    uid: user.id,
  });
  return { ...paid, userId: user.id };
}
