import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Turns uncensored content on or off. */
export function enableNsfw(
  params: CallParams<typeof ENDPOINT_PATHS.enableNsfw>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.enableNsfw, params, options);
}
