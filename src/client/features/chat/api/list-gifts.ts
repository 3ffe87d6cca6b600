import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The gift catalogue and, signed in, today's gifts and the daily limit. */
export function listGifts(
  params: CallParams<typeof ENDPOINT_PATHS.giftList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.giftList, params, options);
}
