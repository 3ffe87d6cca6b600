import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Ends the current session on the server. */
export function logout(params: CallParams<typeof ENDPOINT_PATHS.logout>, options?: CallOptions) {
  return callApi(ENDPOINT_PATHS.logout, params, options);
}
