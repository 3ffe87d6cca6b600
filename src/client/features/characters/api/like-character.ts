import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sets my like of a character: 1 like, 0 none, -1 unlike. */
export function likeCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.characterLike>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterLike, params, options);
}
