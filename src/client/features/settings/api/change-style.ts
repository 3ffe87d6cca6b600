import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { changeStyleEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sets the character style Home prefers. */
export function changeStyle(
  params: EndpointInput<typeof changeStyleEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof changeStyleEndpoint>(ENDPOINT_PATHS.changeStyle, params, options);
}
