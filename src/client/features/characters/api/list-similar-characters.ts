import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterList2Endpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Characters like the given one. */
export function listSimilarCharacters(
  params: EndpointInput<typeof characterList2Endpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterList2Endpoint>(ENDPOINT_PATHS.characterList2, params, options);
}
