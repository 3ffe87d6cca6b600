import type { Transaction } from '../../db/database';
import { entitlementsOf } from '../entitlements/entitlements';
import { credit } from '../ledger/ledger';
import { settleEnergy } from './energy';

/**
 * Gives energy as a reward (an invite, the home-screen gift, a purchase bonus) up to the user's cap
 * and never past it (docs/decisions.md: energy rewards and the cap): a user at the cap gets
 * nothing, one just below it gets the difference. Refunds of a charge are not rewards; they go
 * through `credit` and give back exactly what was taken. Settles recovery and locks the user row
 * first; the cap is read from the row as it is now, so a grant that makes the user a member
 * should extend VIP before calling this. Answers the energy actually given (the ledger row says
 * the same; none is written for 0).
 */
export async function creditEnergyUpToCap(
  tx: Transaction,
  reward: { userId: string; amount: number; reason: string; reference: string; now?: Date },
): Promise<number> {
  const now = reward.now ?? new Date();
  const user = await settleEnergy(tx, reward.userId, now);
  if (!user) return 0;
  const room = Math.max(0, entitlementsOf(user, now).energyCap - user.energy);
  const amount = Math.min(reward.amount, room);
  if (amount <= 0) return 0;
  const credited = await credit(tx, {
    userId: reward.userId,
    currency: 'energy',
    amount,
    reason: reward.reason,
    reference: reward.reference,
  });
  return credited ? amount : 0;
}
