import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The signed-in user's profile (spec §3). */
export function getMyProfile(
  params: CallParams<typeof ENDPOINT_PATHS.myProfile>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.myProfile, params, options);
}
