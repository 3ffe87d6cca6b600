import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The coin packs. */
export function listGoldPacks(
  params: CallParams<typeof ENDPOINT_PATHS.goldList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.goldList, params, options);
}
