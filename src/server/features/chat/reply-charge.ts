import type { Transaction } from '../../db/database';
import { credit } from '../ledger/ledger';
import { giveBackTourMessage } from './tour/visitors';

/**
 * What a reply was paid with, given back when it fails: a ledger charge (refunded by a ledger row
 * with `refundReason` and the charge's reference), or one of a tour visitor's free messages.
 */
export type ReplyCharge =
  | {
      kind: 'ledger';
      userId: string;
      currency: 'energy' | 'gold';
      amount: number;
      refundReason: string;
      reference: string;
    }
  | { kind: 'tourMessage'; visitorId: string };

/**
 * Gives back what a failed reply was paid with, inside the transaction that moved the reply out of
 * `streaming` (which only one caller can do, so it happens once).
 */
export async function refundReplyCharge(tx: Transaction, charge: ReplyCharge | null) {
  if (!charge) return;
  if (charge.kind === 'tourMessage') {
    await giveBackTourMessage(tx, charge.visitorId);
    return;
  }
  await credit(tx, {
    userId: charge.userId,
    currency: charge.currency,
    amount: charge.amount,
    reason: charge.refundReason,
    reference: charge.reference,
  });
}
