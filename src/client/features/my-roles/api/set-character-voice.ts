import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** Gives my character her voice (public with her). */
export function setCharacterVoice(
  params: CallParams<typeof SPEECH_PATHS.characterVoiceSet>,
  options?: CallOptions,
) {
  return callApi(SPEECH_PATHS.characterVoiceSet, params, options);
}
