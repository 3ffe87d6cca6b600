import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts buying a coin pack. */
export function createGoldOrder(
  params: CallParams<typeof ENDPOINT_PATHS.goldOrderCreate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.goldOrderCreate, params, options);
}
