import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { conversationFromCharacterEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** My conversation with a character, started with its greeting when new. */
export function openConversation(
  params: EndpointInput<typeof conversationFromCharacterEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof conversationFromCharacterEndpoint>(
    ENDPOINT_PATHS.conversationFromCharacter,
    params,
    options,
  );
}
