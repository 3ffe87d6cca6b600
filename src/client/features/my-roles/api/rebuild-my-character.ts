import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Makes her again from the same choices (free after a failure). */
export function rebuildMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterRebuild>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterRebuild, params, options);
}
