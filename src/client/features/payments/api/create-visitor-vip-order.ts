import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts buying a VIP plan before signing in; answers the order's token. */
export function createVisitorVipOrder(
  params: CallParams<typeof ENDPOINT_PATHS.vipOrderVisitorCreate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipOrderVisitorCreate, params, options);
}
