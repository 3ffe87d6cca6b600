import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Saves the tags I like; Recommended puts characters with them first. */
export function updateInterests(
  params: CallParams<typeof ENDPOINT_PATHS.updateTags>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.updateTags, params, options);
}
