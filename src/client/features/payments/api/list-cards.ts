import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The cards kept for renewals. */
export function listCards(
  params: CallParams<typeof ENDPOINT_PATHS.cardList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.cardList, params, options);
}
