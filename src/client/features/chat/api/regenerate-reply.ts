import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Writes the last reply again and streams it to `onEvent`. */
export function regenerateReply(
  params: CallParams<typeof ENDPOINT_PATHS.regenerateReply>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.regenerateReply, params, onEvent, options);
}
