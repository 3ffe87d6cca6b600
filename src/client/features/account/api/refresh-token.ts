import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Swaps the session token for a fresh one. */
export function refreshToken(
  params: CallParams<typeof ENDPOINT_PATHS.refreshToken>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.refreshToken, params, options);
}
