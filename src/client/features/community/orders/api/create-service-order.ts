import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Orders a piece from a creator; the price is held from my coins. */
export function createServiceOrder(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderCreate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderCreate, params, options);
}
