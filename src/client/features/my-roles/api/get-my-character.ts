import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** One of my characters with her state, progress, portrait and persona. */
export function getMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterDetail>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterDetail, params, options);
}
