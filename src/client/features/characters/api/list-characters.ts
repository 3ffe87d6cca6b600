import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterListEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** One page of the catalogue in a Home order. */
export function listCharacters(
  params: EndpointInput<typeof characterListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterListEndpoint>(ENDPOINT_PATHS.characterList, params, options);
}
