import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Follows the tour reply still being written, if any. */
export function joinTourReply(
  params: CallParams<typeof ENDPOINT_PATHS.tourChatJoin>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.tourChatJoin, params, onEvent, options);
}
