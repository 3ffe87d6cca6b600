import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The sign-in methods linked to the account. */
export function listBinds(
  params: CallParams<typeof ENDPOINT_PATHS.listBinds>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.listBinds, params, options);
}
