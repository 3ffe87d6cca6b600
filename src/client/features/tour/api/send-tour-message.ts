import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sends a tour message and streams the reply's events to `onEvent`. */
export function sendTourMessage(
  params: CallParams<typeof ENDPOINT_PATHS.tourChat>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.tourChat, params, onEvent, options);
}
