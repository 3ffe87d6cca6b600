import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PERSONA_PATHS } from '@contract/api/persona-paths';

/** Chooses who I am in one of my conversations: my default persona, another one, or nobody. */
export function setConversationPersona(
  params: CallParams<typeof PERSONA_PATHS.conversationPersonaSet>,
  options?: CallOptions,
) {
  return callApi(PERSONA_PATHS.conversationPersonaSet, params, options);
}
