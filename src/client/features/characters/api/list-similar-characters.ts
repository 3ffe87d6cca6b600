import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Characters like the given one. */
export function listSimilarCharacters(
  params: CallParams<typeof ENDPOINT_PATHS.characterList2>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterList2, params, options);
}
