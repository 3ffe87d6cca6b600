import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterDetailEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A character's details, photos and my like. */
export function getCharacter(
  params: EndpointInput<typeof characterDetailEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterDetailEndpoint>(ENDPOINT_PATHS.characterDetail, params, options);
}
