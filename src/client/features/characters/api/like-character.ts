import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterLikeEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sets my like of a character: 1 like, 0 none, -1 unlike. */
export function likeCharacter(
  params: EndpointInput<typeof characterLikeEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterLikeEndpoint>(ENDPOINT_PATHS.characterLike, params, options);
}
