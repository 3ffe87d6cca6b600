import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts paying a VIP order: a checkout page or a Stars invoice link. */
export function payVipOrder(
  params: CallParams<typeof ENDPOINT_PATHS.vipOrderPayment>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipOrderPayment, params, options);
}
