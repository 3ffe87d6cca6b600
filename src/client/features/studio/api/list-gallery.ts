import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The community gallery, of one character or all, newest or most liked. */
export function listGallery(
  params: CallParams<typeof ENDPOINT_PATHS.studioGallery>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.studioGallery, params, options);
}
