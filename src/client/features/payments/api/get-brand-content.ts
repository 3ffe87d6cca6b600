import { callApi } from '@client/lib/api/api';
import type { CallOptions } from '@client/lib/api/api-client';
import type { brandContentEndpoint } from '@contract/api/brand-content-endpoints';
import type { EndpointInput } from '@contract/api/endpoint';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The premium page's brand content: logos, comments, users, figures. */
export function getBrandContent(
  params: EndpointInput<typeof brandContentEndpoint>,
  options?: CallOptions,
) {
  return callApi<typeof brandContentEndpoint>(ENDPOINT_PATHS.brandContent, params, options);
}
