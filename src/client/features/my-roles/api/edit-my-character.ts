import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes a confirmed character's texts and tags, or publishes her. */
export function editMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterEdit>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterEdit, params, options);
}
