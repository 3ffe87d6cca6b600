import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Follows the reply still being written in a conversation, if any. */
export function joinReply(
  params: CallParams<typeof ENDPOINT_PATHS.chatJoin>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.chatJoin, params, onEvent, options);
}
