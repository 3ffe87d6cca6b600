import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts linking a card: answers the page where it is entered. */
export function startCardLink(
  params: CallParams<typeof ENDPOINT_PATHS.cardSign>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.cardSign, params, options);
}
