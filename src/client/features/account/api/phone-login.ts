import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Signs in with the code texted to a phone number. */
export function phoneLogin(
  params: CallParams<typeof ENDPOINT_PATHS.phoneLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.phoneLogin, params, options);
}
