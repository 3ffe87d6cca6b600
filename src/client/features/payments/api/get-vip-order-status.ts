import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A VIP order's status and goods (and, for a visitor's paid order, a session). */
export function getVipOrderStatus(
  params: CallParams<typeof ENDPOINT_PATHS.vipOrderStatus>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipOrderStatus, params, options);
}
