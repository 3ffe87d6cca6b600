import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** My generated pictures and videos, or my favorites, newest first. */
export function listMyItems(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.myStudioItems>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.myStudioItems, params, options);
}
