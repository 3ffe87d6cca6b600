import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { characterStoriesEndpoint } from '@contract/api/character-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A character's stories and posts. */
export function listStories(
  params: EndpointInput<typeof characterStoriesEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof characterStoriesEndpoint>(ENDPOINT_PATHS.characterStories, params, options);
}
