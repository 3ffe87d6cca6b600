import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { CONVERSATION_MANAGE_PATHS } from '@contract/api/conversation-manage-paths';

/** Forgets everything she remembers in one of my conversations. */
export function resetMemory(
  params: CallParams<typeof CONVERSATION_MANAGE_PATHS.resetMemory>,
  options?: CallOptions,
) {
  return callApi(CONVERSATION_MANAGE_PATHS.resetMemory, params, options);
}
