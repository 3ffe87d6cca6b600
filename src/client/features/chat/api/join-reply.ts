import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent, chatJoinEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Follows the reply still being written in a conversation, if any. */
export function joinReply(
  params: EndpointInput<typeof chatJoinEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof chatJoinEndpoint>(ENDPOINT_PATHS.chatJoin, params, onEvent, options);
}
