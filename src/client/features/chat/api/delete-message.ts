import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { deleteMessageEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Deletes a message of my conversation. */
export function deleteMessage(
  params: EndpointInput<typeof deleteMessageEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof deleteMessageEndpoint>(ENDPOINT_PATHS.deleteMessage, params, options);
}
