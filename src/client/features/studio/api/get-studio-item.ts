import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** One of my pictures, or a gallery one: its progress while it is made, the file once ready. */
export function getStudioItem(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.studioItem>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.studioItem, params, options);
}
