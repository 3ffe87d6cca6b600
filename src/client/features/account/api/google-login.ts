import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Signs in with a Google ID token. */
export function googleLogin(
  params: CallParams<typeof ENDPOINT_PATHS.googleLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.googleLogin, params, options);
}
