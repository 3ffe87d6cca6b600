import { PHOTO_GENERATION_COIN_COST } from './constants';

/**
 * The rules of the photos she offers in chat (docs/decisions.md): the price is the spec's photo
 * price (§9: photo generation 50 coins); offers are capped per conversation and per day.
 */
export const PHOTO_OFFER_RULES = {
  price: PHOTO_GENERATION_COIN_COST,
  /** Offers one conversation gets in a day (a rolling 24 hours). */
  perConversationPerDay: 3,
  /** Offers one user gets in a day, all conversations together. */
  perUserPerDay: 10,
  /** The largest daily allowance a VIP member may set, in coins. */
  maxAllowance: 1000,
  /** Her line on the card (and what the photo shows), in characters. */
  maxLine: 200,
} as const;
