import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts paying a coin order. */
export function payGoldOrder(
  params: CallParams<typeof ENDPOINT_PATHS.goldOrderPayment>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.goldOrderPayment, params, options);
}
