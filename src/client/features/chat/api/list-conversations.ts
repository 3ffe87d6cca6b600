import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { conversationListEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** My conversations, latest first. */
export function listConversations(
  params: EndpointInput<typeof conversationListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof conversationListEndpoint>(ENDPOINT_PATHS.conversationList, params, options);
}
