import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Schedules the account for deletion. */
export function deactivateAccount(
  params: CallParams<typeof ENDPOINT_PATHS.deactivate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.deactivate, params, options);
}
