/**
 * Commissions from creators (issue 18 "Service orders"): a user pays a creator of a public
 * character for a custom piece. Numbers both sides show, defined once.
 */

/** What can be ordered. */
export const SERVICE_ORDER_KINDS = ['photo_set', 'story', 'custom_character'] as const;
export type ServiceOrderKind = (typeof SERVICE_ORDER_KINDS)[number];

/**
 * Fixed coin prices per kind, from the spec's own numbers: a photo set is six studio photos
 * (spec §9: 50 coins each), a custom character twice the wizard's 200 coins, a story half a set.
 */
export const SERVICE_ORDER_PRICES: Record<ServiceOrderKind, number> = {
  photo_set: 300,
  story: 150,
  custom_character: 400,
};

/** The platform keeps this percentage of a delivered order; the creator earns the rest. */
const SERVICE_ORDER_PLATFORM_SHARE_PERCENT = 30;

/** What the creator earns for an order of `price` coins (the platform's share rounded up). */
export function creatorEarning(price: number): number {
  return price - Math.ceil((price * SERVICE_ORDER_PLATFORM_SHARE_PERCENT) / 100);
}

/** An order the creator has not accepted within this many hours expires and is refunded. */
export const SERVICE_ORDER_CONFIRM_HOURS = 48;
/** An accepted order not delivered within this many days expires and is refunded. */
export const SERVICE_ORDER_DELIVERY_DAYS = 7;

export const SERVICE_ORDER_STATES = [
  'created',
  'cancelled',
  'confirmed',
  'verified',
  'rejected',
  'expired',
] as const;
export type ServiceOrderState = (typeof SERVICE_ORDER_STATES)[number];

export const SERVICE_ORDER_BRIEF_MIN_LENGTH = 10;
export const SERVICE_ORDER_BRIEF_MAX_LENGTH = 1000;
export const SERVICE_ORDER_DELIVERY_MAX_LENGTH = 4000;
export const SERVICE_ORDER_REJECT_REASON_MAX_LENGTH = 300;

/** Kinds of link a creator may show; `other` needs a label of its own. */
export const SOCIAL_LINK_KINDS = [
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'patreon',
  'website',
  'other',
] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];

export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_LINK_LABEL_MAX_LENGTH = 40;
export const SOCIAL_LINK_URL_MAX_LENGTH = 300;
