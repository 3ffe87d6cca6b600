import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipOrderCarouselEndpoint } from '@contract/api/vip-endpoints';

/** Recent purchases, with masked names, for the premium page's ticker. */
export function listRecentPurchases(
  params: EndpointInput<typeof vipOrderCarouselEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof vipOrderCarouselEndpoint>(ENDPOINT_PATHS.vipOrderCarousel, params, options);
}
