import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Declines an order placed with me; the buyer gets the coins back. */
export function rejectServiceOrder(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderReject>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderReject, params, options);
}
