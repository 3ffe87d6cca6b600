import type { updateProfileEndpoint } from '@contract/api/user-endpoints';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { EndpointInput } from '@contract/api/endpoint';
import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';

/** Changes nick or language. */
export function updateProfile(
  params: EndpointInput<typeof updateProfileEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof updateProfileEndpoint>(ENDPOINT_PATHS.updateProfile, params, options);
}
