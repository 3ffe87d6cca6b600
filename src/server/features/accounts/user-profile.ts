import type { UserProfile } from '@contract/api/user-endpoints';
import { ACCOUNT_DELETION_GRACE_MS } from '@contract/constants';
import { DEFAULT_LOCALE, isLocaleCode } from '@contract/locales';
import type { UserRow } from '../../api/load-user';
import { ENERGY_RECOVERY_INTERVAL_MS } from '../energy/energy';
import { entitlementsOf } from '../entitlements/entitlements';

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
