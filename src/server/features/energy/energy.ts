import { LEDGER_REASON } from '@contract/ledger-reasons';
import { HOUR_MS } from '@contract/time';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { users } from '../../db/schema/users';
import { entitlementsOf } from '../entitlements/entitlements';
import { credit } from '../ledger/ledger';

/** Energy recovers once an hour (spec §4). */
export const ENERGY_RECOVERY_INTERVAL_MS = HOUR_MS;

/**
 * Adds the energy recovered since the last settlement: the hourly rate per whole hour, up to the
 * cap. Recovery is settled lazily (when energy is read or spent) instead of by a job touching every
 * user each hour. Locks the user row, so call it first in a transaction that also spends energy,
 * and returns the row as it is after settling (null when there is no such user).
 */
export async function settleEnergy(tx: Transaction, userId: string, now = new Date()) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return null;
  const hours = Math.floor(
    (now.getTime() - user.energyRecoveredAt.getTime()) / ENERGY_RECOVERY_INTERVAL_MS,
  );
  if (hours < 1) return user;
  const settledThrough = new Date(
    user.energyRecoveredAt.getTime() + hours * ENERGY_RECOVERY_INTERVAL_MS,
  );
  const { energyCap, energyRecoveryPerHour } = entitlementsOf(user, now);
  const recovered = Math.min(hours * energyRecoveryPerHour, Math.max(0, energyCap - user.energy));
  await tx
    .update(users)
    .set({ energyRecoveredAt: settledThrough })
    .where(sql`${users.id} = ${userId}`);
  if (recovered > 0) {
    await credit(tx, {
      userId,
      currency: 'energy',
      amount: recovered,
      reason: LEDGER_REASON.energyRecovery,
      reference: `${userId}:${settledThrough.toISOString()}`,
    });
  }
  return { ...user, energy: user.energy + recovered, energyRecoveredAt: settledThrough };
}
