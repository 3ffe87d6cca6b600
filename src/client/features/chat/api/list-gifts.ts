import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { giftListEndpoint } from '@contract/api/gift-endpoints';

/** The gift catalogue and, signed in, today's gifts and the daily limit. */
export function listGifts(params: EndpointInput<typeof giftListEndpoint>, options?: CallOptions) {
  return callApi<typeof giftListEndpoint>(ENDPOINT_PATHS.giftList, params, options);
}
