import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts buying a VIP plan as the signed-in user. */
export function createVipOrder(
  params: CallParams<typeof ENDPOINT_PATHS.vipOrderCreate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipOrderCreate, params, options);
}
