import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The user's Meet preferences. */
export function getMeetConfig(
  params: CallParams<typeof ENDPOINT_PATHS.meetConfig>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.meetConfig, params, options);
}
