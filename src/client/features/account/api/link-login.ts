import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { linkLoginEndpoint } from '@contract/api/login-endpoints';

/** Signs in with the magic-link token (`tmpToken`). */
export function linkLogin(params: EndpointInput<typeof linkLoginEndpoint>, options?: CallOptions) {
  return callApi<typeof linkLoginEndpoint>(ENDPOINT_PATHS.linkLogin, params, options);
}
