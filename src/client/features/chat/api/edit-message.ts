import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes the text of my latest message and streams her new reply's events to `onEvent`. */
export function editMessage(
  params: CallParams<typeof ENDPOINT_PATHS.editMessage>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.editMessage, params, onEvent, options);
}
