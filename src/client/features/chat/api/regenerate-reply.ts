import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent, regenerateReplyEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Writes the last reply again and streams it to `onEvent`. */
export function regenerateReply(
  params: EndpointInput<typeof regenerateReplyEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof regenerateReplyEndpoint>(
    ENDPOINT_PATHS.regenerateReply,
    params,
    onEvent,
    options,
  );
}
