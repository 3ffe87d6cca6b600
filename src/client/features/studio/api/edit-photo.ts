import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Makes one of my pictures private or public, or deletes it. */
export function editPhoto(
  params: CallParams<typeof ENDPOINT_PATHS.photoEdit>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.photoEdit, params, options);
}
