import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipOrderCreateEndpoint } from '@contract/api/vip-endpoints';

/** Starts buying a VIP plan as the signed-in user. */
export function createVipOrder(
  params: EndpointInput<typeof vipOrderCreateEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof vipOrderCreateEndpoint>(ENDPOINT_PATHS.vipOrderCreate, params, options);
}
