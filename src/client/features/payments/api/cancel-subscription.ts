import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { subscriptionCancelEndpoint } from '@contract/api/vip-endpoints';

/** Stops the subscription renewing; VIP stays until the period ends. */
export function cancelSubscription(
  params: EndpointInput<typeof subscriptionCancelEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof subscriptionCancelEndpoint>(
    ENDPOINT_PATHS.subscriptionCancel,
    params,
    options,
  );
}
