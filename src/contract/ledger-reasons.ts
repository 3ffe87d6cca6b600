/**
 * Why a ledger row moved energy or coins, once for the server (which writes them) and the client
 * (which names them in the coin history).
 */
export const LEDGER_REASON = {
  energyRecovery: 'energy_recovery',
  invite: 'invite',
  chatMessage: 'chat_message',
  chatRefund: 'chat_refund',
  chatRegenerate: 'chat_regenerate',
  chatRegenerateRefund: 'chat_regenerate_refund',
  gift: 'gift',
  giftRefund: 'gift_refund',
} as const;

export type LedgerReason = (typeof LEDGER_REASON)[keyof typeof LEDGER_REASON];
