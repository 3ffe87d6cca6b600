import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipOrderVisitorCreateEndpoint } from '@contract/api/vip-endpoints';

/** Starts buying a VIP plan before signing in; answers the order's token. */
export function createVisitorVipOrder(
  params: EndpointInput<typeof vipOrderVisitorCreateEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof vipOrderVisitorCreateEndpoint>(
    ENDPOINT_PATHS.vipOrderVisitorCreate,
    params,
    options,
  );
}
