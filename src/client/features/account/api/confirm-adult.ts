import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { confirmAdultEndpoint } from '@contract/api/user-endpoints';

/** Records the 18+ confirmation on the account. */
export function confirmAdultOnServer(
  params: EndpointInput<typeof confirmAdultEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof confirmAdultEndpoint>(ENDPOINT_PATHS.confirmAdult, params, options);
}
