import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The user's subscription, or null. */
export function getSubscription(
  params: CallParams<typeof ENDPOINT_PATHS.subscriptionInfo>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.subscriptionInfo, params, options);
}
