import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterTagsEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Every tag with its label in the current language. */
export function listCharacterTags(
  params: EndpointInput<typeof characterTagsEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterTagsEndpoint>(ENDPOINT_PATHS.characterTags, params, options);
}
