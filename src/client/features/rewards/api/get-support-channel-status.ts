import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The support channel's link and whether its gift was given. */
export function getSupportChannelStatus(
  params: CallParams<typeof ENDPOINT_PATHS.supportChannelStatus>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.supportChannelStatus, params, options);
}
