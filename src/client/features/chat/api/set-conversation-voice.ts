import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** Chooses her voice in one of my conversations (null: her own). */
export function setConversationVoice(
  params: CallParams<typeof SPEECH_PATHS.conversationVoiceSet>,
  options?: CallOptions,
) {
  return callApi(SPEECH_PATHS.conversationVoiceSet, params, options);
}
