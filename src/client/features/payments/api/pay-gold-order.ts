import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { goldOrderPaymentEndpoint } from '@contract/api/gold-endpoints';

/** Starts paying a coin order. */
export function payGoldOrder(
  params: EndpointInput<typeof goldOrderPaymentEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof goldOrderPaymentEndpoint>(ENDPOINT_PATHS.goldOrderPayment, params, options);
}
