import type { conversationFromCharacterEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { CallOptions } from '@client/lib/api/api-client';
import { callApi } from '@client/lib/api/api';

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
