import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { emailLoginEndpoint } from '@contract/api/login-endpoints';

/** Signs in with the emailed code. */
export function emailLogin(
  params: EndpointInput<typeof emailLoginEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof emailLoginEndpoint>(ENDPOINT_PATHS.emailLogin, params, options);
}
