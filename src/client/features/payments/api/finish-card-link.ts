import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Keeps a card once the provider confirmed it; answers the cards. */
export function finishCardLink(
  params: CallParams<typeof ENDPOINT_PATHS.cardBind>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.cardBind, params, options);
}
