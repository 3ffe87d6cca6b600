import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The VIP plan list (spec §5) and the lifetime plan, priced for a promotion tier. */
export function listVipPlans(
  params: CallParams<typeof ENDPOINT_PATHS.vipList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipList, params, options);
}
