import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { updateProfileEndpoint } from '@contract/api/user-endpoints';

/** Changes nick or language. */
export function updateProfile(
  params: EndpointInput<typeof updateProfileEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof updateProfileEndpoint>(ENDPOINT_PATHS.updateProfile, params, options);
}
