import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourCharactersEndpoint } from '@contract/api/tour-endpoints';

/** The characters a visitor may chat with. */
export function listTourCharacters(
  params: EndpointInput<typeof tourCharactersEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof tourCharactersEndpoint>(ENDPOINT_PATHS.tourCharacters, params, options);
}
