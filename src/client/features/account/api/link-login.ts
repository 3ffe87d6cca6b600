import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Signs in with the magic-link token (`tmpToken`). */
export function linkLogin(
  params: CallParams<typeof ENDPOINT_PATHS.linkLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.linkLogin, params, options);
}
