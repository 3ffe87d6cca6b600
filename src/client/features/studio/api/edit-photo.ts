import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** Makes one of my pictures private or public, or deletes it. */
export function editPhoto(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.photoEdit>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.photoEdit, params, options);
}
