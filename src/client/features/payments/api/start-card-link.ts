import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { cardSignEndpoint } from '@contract/api/payment-endpoints';

/** Starts linking a card: answers the page where it is entered. */
export function startCardLink(
  params: EndpointInput<typeof cardSignEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof cardSignEndpoint>(ENDPOINT_PATHS.cardSign, params, options);
}
