import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Recent purchases, with masked names, for the premium page's ticker. */
export function listRecentPurchases(
  params: CallParams<typeof ENDPOINT_PATHS.vipOrderCarousel>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.vipOrderCarousel, params, options);
}
