import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { myProfileEndpoint } from '@contract/api/user-endpoints';

/** The signed-in user's profile (spec §3). */
export function getMyProfile(
  params: EndpointInput<typeof myProfileEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof myProfileEndpoint>(ENDPOINT_PATHS.myProfile, params, options);
}
