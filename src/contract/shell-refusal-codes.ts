/**
 * The refusal codes the app shell itself reacts to (the buy-VIP popup, a visitor's tour), apart
 * from `REFUSAL_CODE` (api-codes.ts): a bundler keeps an object whole, and every page's first load
 * would otherwise carry all ninety codes. tests/contract/shell-refusal-codes.test.ts holds them equal.
 */
export const SHELL_REFUSAL_CODE = {
  /** No energy and fewer than 5 coins: the message cannot be paid for. */
  notEnoughEnergy: 2012,
  /** Only VIP members may use this (member-only character, advanced model, hidden story). */
  vipOnly: 2013,
  /** The visitor token is unknown or its tour was already taken into an account. */
  visitorUnknown: 2018,
  /** Non-members reached today's gift limit (VIP members have none). */
  giftLimit: 2021,
} as const;
