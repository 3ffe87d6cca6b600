import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A description to start prompt mode from, in my language. */
export function getRandomPrompt(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterRandomPrompt>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterRandomPrompt, params, options);
}
