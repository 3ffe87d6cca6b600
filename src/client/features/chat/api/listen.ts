import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { SPEECH_PATHS } from '@contract/api/speech-paths';

/** One chunk of her reply, spoken (the first call pays for the whole reply). */
export function listenToReply(
  params: CallParams<typeof SPEECH_PATHS.listen>,
  options?: CallOptions,
) {
  return callApi(SPEECH_PATHS.listen, params, options);
}
