import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourConfigEndpoint } from '@contract/api/tour-endpoints';

/** The visitor's tour token (a new one when none is known) and the free messages left. */
export function getTourConfig(
  params: EndpointInput<typeof tourConfigEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof tourConfigEndpoint>(ENDPOINT_PATHS.tourConfig, params, options);
}
