import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** A voice saying a short sample, to choose by ear. */
export function previewVoice(
  params: CallParams<typeof SPEECH_PATHS.voicePreview>,
  options?: CallOptions,
) {
  return callApi(SPEECH_PATHS.voicePreview, params, options);
}
