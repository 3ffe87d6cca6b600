import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { tourFromCharacterEndpoint } from '@contract/api/tour-endpoints';

/** The visitor's conversation with a tour character, started with her greeting when new. */
export function openTourConversation(
  params: EndpointInput<typeof tourFromCharacterEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof tourFromCharacterEndpoint>(
    ENDPOINT_PATHS.tourFromCharacter,
    params,
    options,
  );
}
