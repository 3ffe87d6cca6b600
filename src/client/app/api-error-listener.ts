import { t } from '@lingui/core/macro';
import { API_CODE } from '@contract/api-codes';
import { showToast } from '@client/components/toast/toast-store';
import { onApiError } from '@client/lib/api/api-events';
import { emitAppEvent } from './app-events';

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
    else showToast(error.message);
  });
}
