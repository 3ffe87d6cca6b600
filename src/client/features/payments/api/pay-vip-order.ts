import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { vipOrderPaymentEndpoint } from '@contract/api/vip-endpoints';

/** Starts paying a VIP order: a checkout page or a Stars invoice link. */
export function payVipOrder(
  params: EndpointInput<typeof vipOrderPaymentEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof vipOrderPaymentEndpoint>(ENDPOINT_PATHS.vipOrderPayment, params, options);
}
