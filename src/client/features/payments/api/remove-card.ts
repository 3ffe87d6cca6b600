import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Removes a card; a subscription on it stops renewing. */
export function removeCard(
  params: CallParams<typeof ENDPOINT_PATHS.cardUnbind>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.cardUnbind, params, options);
}
