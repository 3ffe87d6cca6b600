import type { CallOptions } from '@client/lib/api/api-client';
import { streamApi } from '@client/lib/api/stream-api';
import type { ChatStreamEvent } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { sendGiftEndpoint } from '@contract/api/gift-endpoints';

/** Gives her a gift and streams her reaction's events to `onEvent`. */
export function sendGift(
  params: EndpointInput<typeof sendGiftEndpoint>,
  onEvent: (event: ChatStreamEvent) => void,
  options?: CallOptions,
) {
  return streamApi<typeof sendGiftEndpoint>(ENDPOINT_PATHS.sendGift, params, onEvent, options);
}
