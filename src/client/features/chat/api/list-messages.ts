import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { messageListEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A page of messages, newest page first. */
export function listMessages(
  params: EndpointInput<typeof messageListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof messageListEndpoint>(ENDPOINT_PATHS.messageList, params, options);
}
