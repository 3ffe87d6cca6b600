import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CONVERSATION_MANAGE_PATHS } from '@contract/api/conversation-manage-paths';

/** Deletes one of my conversations with its messages and memory. */
export function deleteConversation(
  params: CallParams<typeof CONVERSATION_MANAGE_PATHS.deleteConversation>,
  options?: CallOptions,
) {
  return callApi(CONVERSATION_MANAGE_PATHS.deleteConversation, params, options);
}
