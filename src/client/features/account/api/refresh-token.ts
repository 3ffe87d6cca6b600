import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { refreshTokenEndpoint } from '@contract/api/user-endpoints';

/** Swaps the session token for a fresh one. */
export function refreshToken(
  params: EndpointInput<typeof refreshTokenEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof refreshTokenEndpoint>(ENDPOINT_PATHS.refreshToken, params, options);
}
