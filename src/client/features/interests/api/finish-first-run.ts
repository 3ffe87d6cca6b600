import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Ends first-run setup with the interests chosen (none when skipped). */
export function finishFirstRun(
  params: CallParams<typeof ENDPOINT_PATHS.initUser>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.initUser, params, options);
}
