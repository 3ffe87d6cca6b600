import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourChatJoinEndpoint } from '@contract/api/tour-endpoints';

/** Follows the tour reply still being written, if any. */
export function joinTourReply(
  params: EndpointInput<typeof tourChatJoinEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof tourChatJoinEndpoint>(
    ENDPOINT_PATHS.tourChatJoin,
    params,
    onEvent,
    options,
  );
}
