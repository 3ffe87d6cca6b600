import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** The community gallery, of one character or all, newest or most liked. */
export function listGallery(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.studioGallery>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.studioGallery, params, options);
}
