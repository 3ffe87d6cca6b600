import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** My conversation with a character, started with its greeting when new. */
export function openConversation(
  params: CallParams<typeof ENDPOINT_PATHS.conversationFromCharacter>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.conversationFromCharacter, params, options);
}
