import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Remembers on the account that a guide or the third-day banner was seen. */
export function markFirstStepSeen(
  params: CallParams<typeof ENDPOINT_PATHS.firstStepSeen>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.firstStepSeen, params, options);
}
