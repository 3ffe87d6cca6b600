import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { activateEndpoint } from '@contract/api/user-endpoints';

/** Cancels a scheduled deletion. */
export function activateAccount(
  params: EndpointInput<typeof activateEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof activateEndpoint>(ENDPOINT_PATHS.activate, params, options);
}
