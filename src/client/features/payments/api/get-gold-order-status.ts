import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { goldOrderStatusEndpoint } from '@contract/api/gold-endpoints';

/** A coin order's status and goods. */
export function getGoldOrderStatus(
  params: EndpointInput<typeof goldOrderStatusEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof goldOrderStatusEndpoint>(ENDPOINT_PATHS.goldOrderStatus, params, options);
}
