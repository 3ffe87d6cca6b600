import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { listBindsEndpoint } from '@contract/api/user-endpoints';

/** The sign-in methods linked to the account. */
export function listBinds(params: EndpointInput<typeof listBindsEndpoint>, options?: CallOptions) {
  return callApi<typeof listBindsEndpoint>(ENDPOINT_PATHS.listBinds, params, options);
}
