import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourMessageListEndpoint } from '@contract/api/tour-endpoints';

/** A page of a tour conversation, newest page first. */
export function listTourMessages(
  params: EndpointInput<typeof tourMessageListEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof tourMessageListEndpoint>(ENDPOINT_PATHS.tourMessageList, params, options);
}
