import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { cardBindEndpoint } from '@contract/api/payment-endpoints';

/** Keeps a card once the provider confirmed it; answers the cards. */
export function finishCardLink(
  params: EndpointInput<typeof cardBindEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof cardBindEndpoint>(ENDPOINT_PATHS.cardBind, params, options);
}
