import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The characters I made or am making, newest first, with their state. */
export function listMyCharacters(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterList, params, options);
}
