import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { memoryEditEndpoint } from '@contract/api/memory-endpoints';

/** Rewrites a remembered fact; answers the whole list. */
export function editMemory(
  params: EndpointInput<typeof memoryEditEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof memoryEditEndpoint>(ENDPOINT_PATHS.memoryEdit, params, options);
}
