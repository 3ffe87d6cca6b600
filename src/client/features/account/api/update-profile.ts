import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes nick or language. */
export function updateProfile(
  params: CallParams<typeof ENDPOINT_PATHS.updateProfile>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.updateProfile, params, options);
}
