import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipOrderStatusEndpoint } from '@contract/api/vip-endpoints';

/** A VIP order's status and goods (and, for a visitor's paid order, a session). */
export function getVipOrderStatus(
  params: EndpointInput<typeof vipOrderStatusEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof vipOrderStatusEndpoint>(ENDPOINT_PATHS.vipOrderStatus, params, options);
}
