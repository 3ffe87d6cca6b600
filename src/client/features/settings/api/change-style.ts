import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Sets the character style Home prefers. */
export function changeStyle(
  params: CallParams<typeof ENDPOINT_PATHS.changeStyle>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.changeStyle, params, options);
}
