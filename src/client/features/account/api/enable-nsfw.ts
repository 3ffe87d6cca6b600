import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { enableNsfwEndpoint } from '@contract/api/user-endpoints';

/** Turns uncensored content on or off. */
export function enableNsfw(
  params: EndpointInput<typeof enableNsfwEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof enableNsfwEndpoint>(ENDPOINT_PATHS.enableNsfw, params, options);
}
