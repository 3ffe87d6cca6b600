import type { UserProfile } from '@contract/api/user-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { ACCOUNT_DELETION_GRACE_MS } from '@contract/constants';
import { DEFAULT_LOCALE, isLocaleCode } from '@contract/locales';
import { eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema/users';
import { ENERGY_RECOVERY_INTERVAL_MS } from '../energy/energy';
import { entitlementsOf } from '../entitlements/entitlements';

export type UserRow = typeof users.$inferSelect;

/** The spec §3 profile of a user row. */
export function toUserProfile(row: UserRow, now = new Date()): UserProfile {
  const { vip, energyCap, energyRecoveryPerHour } = entitlementsOf(row, now);
  return {
    id: row.id,
    nick: row.nick,
    createTime: row.createdAt.toISOString(),
    lang: isLocaleCode(row.lang) ? row.lang : DEFAULT_LOCALE,
    location: { countryCode: row.countryCode, city: row.city },
    ab: row.ab,
    vip,
    vipExpireAt: row.vipExpireAt?.toISOString() ?? null,
    energy: row.energy,
    goldBalance: row.goldBalance,
    enableNSFW: row.enableNsfw,
    chatModel: row.chatModel,
    preferredStyle: row.preferredStyle,
    energyCap,
    // Recovery is settled lazily, so a row read without settling may name a past hour: the next
    // refill is then due at the next read, which the client shows as "soon".
    energyRefillAt:
      row.energy < energyCap
        ? new Date(row.energyRecoveredAt.getTime() + ENERGY_RECOVERY_INTERVAL_MS).toISOString()
        : null,
    energyRefillAmount: energyRecoveryPerHour,
    adultConfirmed: row.adultConfirmedAt !== null,
    channel: row.channel,
    inviter: row.inviterId,
    isRegister: row.isRegister,
    registerTime: row.registerTime?.toISOString() ?? null,
    preferenceTags: row.preferenceTags,
    isInitialized: row.initializedAt !== null,
    rewardEnergyAddHomeScreen: row.rewardEnergyAddHomeScreen,
    seenFirstSteps: row.seenFirstSteps,
    botMessagesAllowed: row.botMessagesAllowedAt !== null,
    deletionScheduledAt: row.deactivatedAt
      ? new Date(row.deactivatedAt.getTime() + ACCOUNT_DELETION_GRACE_MS).toISOString()
      : null,
  };
}

/** The signed-in user's row; the session check already proved it exists and is not erased. */
export async function loadUser(db: Executor, uid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, uid)).limit(1);
  if (!row || row.erasedAt)
    throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
  return row;
}
