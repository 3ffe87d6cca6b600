import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** Adds a picture to my favorites or takes it out. */
export function favoritePhoto(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.photoFavorite>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.photoFavorite, params, options);
}
