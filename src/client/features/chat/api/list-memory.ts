import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { memoryListEndpoint } from '@contract/api/memory-endpoints';

/** What she remembers in one of my conversations. */
export function listMemory(
  params: EndpointInput<typeof memoryListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof memoryListEndpoint>(ENDPOINT_PATHS.memoryList, params, options);
}
