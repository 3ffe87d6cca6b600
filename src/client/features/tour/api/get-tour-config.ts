import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The visitor's tour token (a new one when none is known) and the free messages left. */
export function getTourConfig(
  params: CallParams<typeof ENDPOINT_PATHS.tourConfig>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourConfig, params, options);
}
