import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** My generated pictures and videos, or my favorites, newest first. */
export function listMyItems(
  params: CallParams<typeof ENDPOINT_PATHS.myStudioItems>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.myStudioItems, params, options);
}
