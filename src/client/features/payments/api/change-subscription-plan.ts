import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { subscriptionChangePlanEndpoint } from '@contract/api/vip-endpoints';

/** The plan the next renewal buys. */
export function changeSubscriptionPlan(
  params: EndpointInput<typeof subscriptionChangePlanEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof subscriptionChangePlanEndpoint>(
    ENDPOINT_PATHS.subscriptionChangePlan,
    params,
    options,
  );
}
