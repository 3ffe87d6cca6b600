import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** Likes (1) or unlikes (0) a gallery picture. */
export function likePhoto(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.photoLike>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.photoLike, params, options);
}
