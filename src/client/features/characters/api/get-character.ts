import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A character's details, photos and my like. */
export function getCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.characterDetail>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterDetail, params, options);
}
