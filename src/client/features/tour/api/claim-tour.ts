import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Moves the visitor's tour conversations into the signed-in account. */
export function claimTour(
  params: CallParams<typeof ENDPOINT_PATHS.tourClaim>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourClaim, params, options);
}
