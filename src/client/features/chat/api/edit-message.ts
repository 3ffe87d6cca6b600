import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { editMessageEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes the text of my latest message. */
export function editMessage(
  params: EndpointInput<typeof editMessageEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof editMessageEndpoint>(ENDPOINT_PATHS.editMessage, params, options);
}
