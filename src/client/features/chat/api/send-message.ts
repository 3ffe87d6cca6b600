import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent, chatEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sends a message and streams the reply's events to `onEvent`. */
export function sendMessage(
  params: EndpointInput<typeof chatEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof chatEndpoint>(ENDPOINT_PATHS.chat, params, onEvent, options);
}
