import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** One page of the catalogue in a Home order. */
export function listCharacters(
  params: CallParams<typeof ENDPOINT_PATHS.characterList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterList, params, options);
}
