import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { deactivateEndpoint } from '@contract/api/user-endpoints';

/** Schedules the account for deletion. */
export function deactivateAccount(
  params: EndpointInput<typeof deactivateEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof deactivateEndpoint>(ENDPOINT_PATHS.deactivate, params, options);
}
