import {
  ENERGY_CAP,
  GIFTS_PER_DAY_FOR_NON_MEMBERS,
  LIFETIME_EXPIRY_YEAR,
  VIP_ENERGY_CAP,
} from '@contract/constants';

/** Energy recovered per whole hour (docs/decisions.md: energy recovery rates). */
export const ENERGY_RECOVERY_PER_HOUR = 10;
export const VIP_ENERGY_RECOVERY_PER_HOUR = 100;
/** Recent messages the model sees besides the summary; VIP sees five times as many (spec §6). */
const RECENT_MESSAGE_WINDOW = 12;
const VIP_MEMORY_MULTIPLIER = 5;

/** How many recent messages the model sees, for a member or not. */
export const recentMessageWindowOf = (vip: boolean) =>
  vip ? RECENT_MESSAGE_WINDOW * VIP_MEMORY_MULTIPLIER : RECENT_MESSAGE_WINDOW;

/**
 * The VIP perks of spec §6, in one place, so every feature gives a member the same answer (the
 * perk "coin gift" is the plan's coins, credited with the purchase). Takes just the expiry so
 * callers need not load a whole user row.
 */
export function entitlementsOf(user: { vipExpireAt: Date | null }, now = new Date()) {
  const vip = user.vipExpireAt !== null && user.vipExpireAt > now;
  return {
    vip,
    /** VIP that never ends (expiry after 2099): never offered VIP again. */
    lifetime: user.vipExpireAt !== null && user.vipExpireAt.getUTCFullYear() > LIFETIME_EXPIRY_YEAR,
    energyCap: vip ? VIP_ENERGY_CAP : ENERGY_CAP,
    energyRecoveryPerHour: vip ? VIP_ENERGY_RECOVERY_PER_HOUR : ENERGY_RECOVERY_PER_HOUR,
    recentMessageWindow: recentMessageWindowOf(vip),
    advancedModel: vip,
    memberCharacters: vip,
    unblurredPhotos: vip,
    hiddenStories: vip,
    skipsChatQueue: vip,
    storyProgress: vip,
    /** Non-members may send a few gifts a day; members any number (spec perk "unlimited gifts"). */
    giftsPerDay: vip ? null : GIFTS_PER_DAY_FOR_NON_MEMBERS,
    /** Photos she sends in chat come sharp (spec perk "AI-sent photos"). */
    aiSentPhotos: vip,
    /** Template characters a member may create for free (spec perk "one free template character"). */
    freeTemplateCharacters: vip ? 1 : 0,
  };
}
export type Entitlements = ReturnType<typeof entitlementsOf>;
