import { showToast } from '@client/components/toast/toast-store';
import { onApiError } from '@client/lib/api/api-events';
import { API_CODE } from '@contract/envelope-codes';
import { SHELL_REFUSAL_CODE } from '@contract/shell-refusal-codes';
import { t } from '@lingui/core/macro';
import { emitAppEvent } from './app-events';
import { loadRefusalWording } from './load-refusal-wording';

/**
 * The one place that reacts to failed calls: 1003 becomes the token-error event, 1007 the
 * maintenance event; everything else shows a toast unless the caller asked for silence.
 * Transport-level codes get our translated wording; business codes carry the server's message.
 */
export function listenToApiErrors(): () => void {
  return onApiError((error, { silent }) => {
    if (error.kind === 'code' && error.code === API_CODE.loginNeeded) {
      emitAppEvent('tokenError', undefined);
      return;
    }
    if (error.kind === 'code' && error.code === API_CODE.regionError) {
      emitAppEvent('maintenance', undefined);
      return;
    }
    if (silent) return;
    if (error.kind !== 'code') showToast(error.message);
    else if (error.code === API_CODE.badParams) showToast(t`Incorrect input format`);
    else if (error.code === API_CODE.signatureFailed) showToast(t`Request denied`);
    else if (error.code === API_CODE.uriNotFound) showToast(t`Unknown error, please try again`);
    else void showRefusal(error.code, error.message, error.data);
    if (error.kind === 'code') offerPremiumFor(error.code);
  });
}

/** Refusals VIP would have avoided open the buy-VIP popup, tagged with why (spec §7 `from`). */
function offerPremiumFor(code: number | null): void {
  const comeFrom =
    code === SHELL_REFUSAL_CODE.vipOnly
      ? 'vip_only'
      : code === SHELL_REFUSAL_CODE.notEnoughEnergy
        ? 'miniapp_energy'
        : code === SHELL_REFUSAL_CODE.giftLimit
          ? 'gift_limit'
          : null;
  if (comeFrom) emitAppEvent('showPremium', { comeFrom });
}

/**
 * A business refusal in our wording, or the server's message. The wording is fetched with the
 * first refusal: every screen's first load goes without its fifty texts.
 */
async function showRefusal(
  code: number | null,
  serverMessage: string,
  data: unknown,
): Promise<void> {
  const wording = await loadRefusalWording().catch(() => null);
  showToast(wording?.refusalMessage(code, data) ?? serverMessage);
}
