import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourOpenVipPageEndpoint } from '@contract/api/tour-endpoints';

/** Records that the tour showed the visitor the VIP offer; answers the free messages left. */
export function openTourVipPage(
  params: EndpointInput<typeof tourOpenVipPageEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof tourOpenVipPageEndpoint>(ENDPOINT_PATHS.tourOpenVipPage, params, options);
}
