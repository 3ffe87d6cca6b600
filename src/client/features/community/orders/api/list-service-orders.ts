import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Orders I placed or received as a creator, newest first. */
export function listServiceOrders(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderList, params, options);
}
