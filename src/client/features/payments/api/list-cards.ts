import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { cardListEndpoint } from '@contract/api/payment-endpoints';

/** The cards kept for renewals. */
export function listCards(params: EndpointInput<typeof cardListEndpoint>, options?: CallOptions) {
  return callApi<typeof cardListEndpoint>(ENDPOINT_PATHS.cardList, params, options);
}
