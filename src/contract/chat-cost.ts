import { CHAT_ENERGY_COST, EMPTY_ENERGY_CHAT_COIN_COST } from './constants';

export type MessageCost = { currency: 'energy' | 'gold'; amount: number };

/**
 * What the next message costs (spec §9): 1 energy, or 5 coins once energy is empty; null when the
 * user has neither. The client shows it before sending; the server charges by the same rule.
 */
export function chatMessageCost(balance: {
  energy: number;
  goldBalance: number;
}): MessageCost | null {
  if (balance.energy >= CHAT_ENERGY_COST) return { currency: 'energy', amount: CHAT_ENERGY_COST };
  if (balance.goldBalance >= EMPTY_ENERGY_CHAT_COIN_COST) {
    return { currency: 'gold', amount: EMPTY_ENERGY_CHAT_COIN_COST };
  }
  return null;
}
