import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { cardUnbindEndpoint } from '@contract/api/payment-endpoints';

/** Removes a card; a subscription on it stops renewing. */
export function removeCard(
  params: EndpointInput<typeof cardUnbindEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof cardUnbindEndpoint>(ENDPOINT_PATHS.cardUnbind, params, options);
}
