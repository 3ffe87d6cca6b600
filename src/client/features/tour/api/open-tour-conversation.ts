import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The visitor's conversation with a tour character, started with her greeting when new. */
export function openTourConversation(
  params: CallParams<typeof ENDPOINT_PATHS.tourFromCharacter>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourFromCharacter, params, options);
}
