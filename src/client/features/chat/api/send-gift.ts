import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Gives her a gift and streams her reaction's events to `onEvent`. */
export function sendGift(
  params: CallParams<typeof ENDPOINT_PATHS.sendGift>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi(ENDPOINT_PATHS.sendGift, params, onEvent, options);
}
