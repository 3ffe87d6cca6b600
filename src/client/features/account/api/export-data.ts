import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Everything the server holds about the user. */
export function exportData(
  params: CallParams<typeof ENDPOINT_PATHS.exportData>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.exportData, params, options);
}
