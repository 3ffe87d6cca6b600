import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourClaimEndpoint } from '@contract/api/tour-endpoints';

/** Moves the visitor's tour conversations into the signed-in account. */
export function claimTour(params: EndpointInput<typeof tourClaimEndpoint>, options?: CallOptions) {
  return callApi<typeof tourClaimEndpoint>(ENDPOINT_PATHS.tourClaim, params, options);
}
