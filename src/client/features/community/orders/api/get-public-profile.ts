import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Someone's public profile: name and, for a creator, links. */
export function getPublicProfile(
  params: CallParams<typeof ENDPOINT_PATHS.publicProfile>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.publicProfile, params, options);
}
