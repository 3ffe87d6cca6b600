import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Likes (1) or unlikes (0) a gallery picture. */
export function likePhoto(
  params: CallParams<typeof ENDPOINT_PATHS.photoLike>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.photoLike, params, options);
}
