import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Replaces the links on my public creator profile. */
export function updateSocialLinks(
  params: CallParams<typeof ENDPOINT_PATHS.socialUpdate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.socialUpdate, params, options);
}
