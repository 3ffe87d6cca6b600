import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** What she remembers in one of my conversations. */
export function listMemory(
  params: CallParams<typeof ENDPOINT_PATHS.memoryList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.memoryList, params, options);
}
