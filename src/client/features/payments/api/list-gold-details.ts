import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The coin history, newest first, and the balance. */
export function listGoldDetails(
  params: CallParams<typeof ENDPOINT_PATHS.goldDetailList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.goldDetailList, params, options);
}
