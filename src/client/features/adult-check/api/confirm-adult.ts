import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Records the 18+ confirmation on the account. */
export function confirmAdultOnServer(
  params: CallParams<typeof ENDPOINT_PATHS.confirmAdult>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.confirmAdult, params, options);
}
