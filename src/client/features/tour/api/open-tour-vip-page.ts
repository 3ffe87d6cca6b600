import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Records that the tour showed the visitor the VIP offer; answers the free messages left. */
export function openTourVipPage(
  params: CallParams<typeof ENDPOINT_PATHS.tourOpenVipPage>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourOpenVipPage, params, options);
}
