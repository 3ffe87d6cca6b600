import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { googleLoginEndpoint } from '@contract/api/login-endpoints';

/** Signs in with a Google ID token. */
export function googleLogin(
  params: EndpointInput<typeof googleLoginEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof googleLoginEndpoint>(ENDPOINT_PATHS.googleLogin, params, options);
}
