import { LEDGER_REASON } from '@contract/ledger-reasons';
import { t } from '@lingui/core/macro';

/** What a coin history row was for, in the interface language; new reasons get a plain name. */
export function ledgerReasonLabel(reason: string): string {
  switch (reason) {
    case LEDGER_REASON.goldPurchase:
      return t`Coins bought`;
    case LEDGER_REASON.vipGiftCoins:
      return t`VIP gift coins`;
    case LEDGER_REASON.vipEnergy:
      return t`VIP energy`;
    case LEDGER_REASON.chatMessage:
      return t`Message`;
    case LEDGER_REASON.chatRefund:
      return t`Message refunded`;
    case LEDGER_REASON.chatRegenerate:
      return t`New reply`;
    case LEDGER_REASON.chatRegenerateRefund:
      return t`New reply refunded`;
    case LEDGER_REASON.gift:
      return t`Gift`;
    case LEDGER_REASON.giftRefund:
      return t`Gift refunded`;
    case LEDGER_REASON.speech:
      return t`Her voice`;
    case LEDGER_REASON.speechRefund:
      return t`Her voice refunded`;
    case LEDGER_REASON.customCharacter:
      return t`Character created`;
    case LEDGER_REASON.photoGeneration:
      return t`Photo generated`;
    case LEDGER_REASON.videoGeneration:
      return t`Video generated`;
    case LEDGER_REASON.generationRefund:
      return t`Generation refunded`;
    case LEDGER_REASON.purchaseRefund:
      return t`Purchase refunded`;
    case LEDGER_REASON.serviceOrderHold:
      return t`Commission ordered`;
    case LEDGER_REASON.serviceOrderRefund:
      return t`Commission refunded`;
    case LEDGER_REASON.serviceOrderEarning:
      return t`Commission earnings`;
    case LEDGER_REASON.invite:
      return t`Invite reward`;
    default:
      return t`Coin change`;
  }
}
