import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Texts a 6-digit sign-in code; answers the number it went to, in E.164. */
export function requestPhoneLogin(
  params: CallParams<typeof ENDPOINT_PATHS.requestPhoneLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.requestPhoneLogin, params, options);
}
