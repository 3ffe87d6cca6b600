import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { changeChatModelEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Chooses the chat model; advanced is for VIP. */
export function changeChatModel(
  params: EndpointInput<typeof changeChatModelEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof changeChatModelEndpoint>(ENDPOINT_PATHS.changeChatModel, params, options);
}
