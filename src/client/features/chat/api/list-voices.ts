import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** The voices she can speak in, and this conversation's. */
export function listVoices(params: CallParams<typeof SPEECH_PATHS.voices>, options?: CallOptions) {
  return callApi(SPEECH_PATHS.voices, params, options);
}
