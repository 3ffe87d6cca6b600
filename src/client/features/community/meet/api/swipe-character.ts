import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Likes or passes a card; a returned like is a match with her chat. */
export function swipeCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.meetSwipe>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.meetSwipe, params, options);
}
