import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The next cards of the deck, best fit first. */
export function getMeetDeck(
  params: CallParams<typeof ENDPOINT_PATHS.meetDeck>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.meetDeck, params, options);
}
