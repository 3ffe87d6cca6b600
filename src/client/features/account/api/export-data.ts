import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { exportDataEndpoint } from '@contract/api/user-endpoints';

/** Everything the server holds about the user. */
export function exportData(
  params: EndpointInput<typeof exportDataEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof exportDataEndpoint>(ENDPOINT_PATHS.exportData, params, options);
}
