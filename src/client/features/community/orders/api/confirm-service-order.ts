import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Accepts an order placed with me. */
export function confirmServiceOrder(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderConfirm>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderConfirm, params, options);
}
