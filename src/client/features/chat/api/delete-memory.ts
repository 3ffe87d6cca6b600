import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Makes her forget a fact; answers the whole list. */
export function deleteMemory(
  params: CallParams<typeof ENDPOINT_PATHS.memoryDelete>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.memoryDelete, params, options);
}
