import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Makes an earlier version of a reply the current one. */
export function chooseAlternative(
  params: CallParams<typeof ENDPOINT_PATHS.chooseAlternative>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.chooseAlternative, params, options);
}
