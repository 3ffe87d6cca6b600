import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { paypalCaptureEndpoint } from '@contract/api/payment-endpoints';

/** Finishes a PayPal checkout the buyer approved; answers the order's status. */
export function capturePayPalOrder(
  params: EndpointInput<typeof paypalCaptureEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof paypalCaptureEndpoint>(ENDPOINT_PATHS.paypalCapture, params, options);
}
