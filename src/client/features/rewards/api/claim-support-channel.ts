import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Has the server check channel membership and give the join gift. */
export function claimSupportChannel(
  params: CallParams<typeof ENDPOINT_PATHS.supportChannelClaim>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.supportChannelClaim, params, options);
}
