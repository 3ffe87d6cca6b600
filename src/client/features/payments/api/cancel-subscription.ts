import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Stops the subscription renewing; VIP stays until the period ends. */
export function cancelSubscription(
  params: CallParams<typeof ENDPOINT_PATHS.subscriptionCancel>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.subscriptionCancel, params, options);
}
