import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Cancels a scheduled deletion. */
export function activateAccount(
  params: CallParams<typeof ENDPOINT_PATHS.activate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.activate, params, options);
}
