import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A character's stories and posts. */
export function listStories(
  params: CallParams<typeof ENDPOINT_PATHS.characterStories>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterStories, params, options);
}
