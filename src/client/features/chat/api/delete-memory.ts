import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { memoryDeleteEndpoint } from '@contract/api/memory-endpoints';

/** Makes her forget a fact; answers the whole list. */
export function deleteMemory(
  params: EndpointInput<typeof memoryDeleteEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof memoryDeleteEndpoint>(ENDPOINT_PATHS.memoryDelete, params, options);
}
