import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Finishes a PayPal checkout the buyer approved; answers the order's status. */
export function capturePayPalOrder(
  params: CallParams<typeof ENDPOINT_PATHS.paypalCapture>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.paypalCapture, params, options);
}
