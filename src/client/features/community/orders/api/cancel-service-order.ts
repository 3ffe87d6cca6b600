import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Withdraws my order before the creator accepts it; the coins come back. */
export function cancelServiceOrder(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderCancel>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderCancel, params, options);
}
