import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { subscriptionInfoEndpoint } from '@contract/api/vip-endpoints';

/** The user's subscription, or null. */
export function getSubscription(
  params: EndpointInput<typeof subscriptionInfoEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof subscriptionInfoEndpoint>(ENDPOINT_PATHS.subscriptionInfo, params, options);
}
