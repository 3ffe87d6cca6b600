import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** How many public pictures she has and their likes, and how many are mine. */
export function getPhotoStatics(
  params: CallParams<typeof ENDPOINT_PATHS.photoStatics>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.photoStatics, params, options);
}
