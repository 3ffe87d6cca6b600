import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterSentPhotosEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The photos a character sent me in my chats with her, newest first. */
export function listSentPhotos(
  params: EndpointInput<typeof characterSentPhotosEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterSentPhotosEndpoint>(
    ENDPOINT_PATHS.characterSentPhotos,
    params,
    options,
  );
}
