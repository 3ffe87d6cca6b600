import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The plan the next renewal buys. */
export function changeSubscriptionPlan(
  params: CallParams<typeof ENDPOINT_PATHS.subscriptionChangePlan>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.subscriptionChangePlan, params, options);
}
