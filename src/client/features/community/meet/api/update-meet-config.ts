import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes the Meet preferences; answers all of them. */
export function updateMeetConfig(
  params: CallParams<typeof ENDPOINT_PATHS.meetConfigUpdate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.meetConfigUpdate, params, options);
}
