import { REFUSAL_CODE } from '@contract/api-codes';
import { HOME_SCREEN_REWARD_ENERGY } from '@contract/constants';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/users';
import { creditEnergyUpToCap } from '../energy/energy-rewards';

/**
 * Gives the home-screen gift (spec §9: 20 energy) once per account. The flag and the energy move
 * in one transaction: the flag's conditional update is what parallel claims queue on, so only one
 * pays. A full energy bar would get nothing (rewards stop at the cap), so the claim is refused and
 * the gift stays to be claimed later instead of being used up for nothing.
 */
export async function claimHomeScreenReward(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(users)
      .set({ rewardEnergyAddHomeScreen: true })
      .where(and(eq(users.id, userId), eq(users.rewardEnergyAddHomeScreen, false)))
      .returning({ id: users.id });
    if (!claimed) {
      throw new ApiFailure(REFUSAL_CODE.rewardClaimed, 'The home-screen gift was already given');
    }
    const energy = await creditEnergyUpToCap(tx, {
      userId,
      amount: HOME_SCREEN_REWARD_ENERGY,
      reason: LEDGER_REASON.homeScreen,
      reference: userId,
    });
    if (energy === 0) {
      // Thrown inside the transaction, so the flag goes back to unclaimed.
      throw new ApiFailure(
        REFUSAL_CODE.energyFull,
        'Your energy is full; claim the gift when you have used some',
      );
    }
    return energy;
  });
}
