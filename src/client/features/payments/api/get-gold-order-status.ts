import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A coin order's status and goods. */
export function getGoldOrderStatus(
  params: CallParams<typeof ENDPOINT_PATHS.goldOrderStatus>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.goldOrderStatus, params, options);
}
