import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { chooseAlternativeEndpoint } from '@contract/api/chat-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Makes an earlier version of a reply the current one. */
export function chooseAlternative(
  params: EndpointInput<typeof chooseAlternativeEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof chooseAlternativeEndpoint>(
    ENDPOINT_PATHS.chooseAlternative,
    params,
    options,
  );
}
