import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Adds a picture to my favorites or takes it out. */
export function favoritePhoto(
  params: CallParams<typeof ENDPOINT_PATHS.photoFavorite>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.photoFavorite, params, options);
}
