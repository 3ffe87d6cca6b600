import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PERSONA_PATHS } from '@contract/api/persona-paths';

/** Who I am in one of my conversations, with my personas to choose from. */
export function getConversationPersona(
  params: CallParams<typeof PERSONA_PATHS.conversationPersona>,
  options?: CallOptions,
) {
  return callApi(PERSONA_PATHS.conversationPersona, params, options);
}
