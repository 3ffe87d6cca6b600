import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { goldOrderCreateEndpoint } from '@contract/api/gold-endpoints';

/** Starts buying a coin pack. */
export function createGoldOrder(
  params: EndpointInput<typeof goldOrderCreateEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof goldOrderCreateEndpoint>(ENDPOINT_PATHS.goldOrderCreate, params, options);
}
