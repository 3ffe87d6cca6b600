import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { logoutEndpoint } from '@contract/api/user-endpoints';

/** Ends the current session on the server. */
export function logout(params: EndpointInput<typeof logoutEndpoint>, options?: CallOptions) {
  return callApi<typeof logoutEndpoint>(ENDPOINT_PATHS.logout, params, options);
}
