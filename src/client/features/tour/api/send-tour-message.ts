import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourChatEndpoint } from '@contract/api/tour-endpoints';

/** Sends a tour message and streams the reply's events to `onEvent`. */
export function sendTourMessage(
  params: EndpointInput<typeof tourChatEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof tourChatEndpoint>(ENDPOINT_PATHS.tourChat, params, onEvent, options);
}
