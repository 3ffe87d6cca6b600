import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** How many public pictures she has and their likes, and how many are mine. */
export function getPhotoStatics(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.photoStatics>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.photoStatics, params, options);
}
