import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The user's likes and matches. */
export function getMeetCounts(
  params: CallParams<typeof ENDPOINT_PATHS.meetCounts>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.meetCounts, params, options);
}
