import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Rewrites a remembered fact; answers the whole list. */
export function editMemory(
  params: CallParams<typeof ENDPOINT_PATHS.memoryEdit>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.memoryEdit, params, options);
}
