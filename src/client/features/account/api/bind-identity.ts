import { callApi } from '@client/lib/api/api';
import type { CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Links an email address, proven by the code mailed to it, to the signed-in account. */
export function bindEmail(params: CallParams<typeof ENDPOINT_PATHS.bindEmail>) {
  return callApi(ENDPOINT_PATHS.bindEmail, params);
}

/** Links the Google account of a Google Identity Services credential. */
export function bindGoogle(params: CallParams<typeof ENDPOINT_PATHS.bindGoogle>) {
  return callApi(ENDPOINT_PATHS.bindGoogle, params);
}

/** Links the Telegram account the Mini App was opened from (its signed launch data). */
export function bindTelegram(params: CallParams<typeof ENDPOINT_PATHS.bindTelegram>) {
  return callApi(ENDPOINT_PATHS.bindTelegram, params);
}

/** Links a phone number, proven by the code texted to it, to the signed-in account. */
export function bindPhone(params: CallParams<typeof ENDPOINT_PATHS.bindPhone>) {
  return callApi(ENDPOINT_PATHS.bindPhone, params);
}
