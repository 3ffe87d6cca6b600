import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Delivers an accepted order: my earnings are paid. */
export function verifyServiceOrder(
  params: CallParams<typeof ENDPOINT_PATHS.serviceOrderVerify>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.serviceOrderVerify, params, options);
}
