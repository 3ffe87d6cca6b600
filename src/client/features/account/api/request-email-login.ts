import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { requestEmailLoginEndpoint } from '@contract/api/login-endpoints';

/** Mails a 6-digit code, or a sign-in link for landing pages. */
export function requestEmailLogin(
  params: EndpointInput<typeof requestEmailLoginEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof requestEmailLoginEndpoint>(
    ENDPOINT_PATHS.requestEmailLogin,
    params,
    options,
  );
}
