import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Signs in with the emailed code. */
export function emailLogin(
  params: CallParams<typeof ENDPOINT_PATHS.emailLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.emailLogin, params, options);
}
