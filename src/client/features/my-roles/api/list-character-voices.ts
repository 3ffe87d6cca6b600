import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** The voices to choose from, and the one my character has. */
export function listCharacterVoices(
  params: CallParams<typeof SPEECH_PATHS.voices>,
  options?: CallOptions,
) {
  return callApi(SPEECH_PATHS.voices, params, options);
}
