import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The premium page's brand content: logos, comments, users, figures. */
export function getBrandContent(
  params: CallParams<typeof ENDPOINT_PATHS.brandContent>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.brandContent, params, options);
}
