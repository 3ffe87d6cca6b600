import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Accepts a made character, after which she may chat. */
export function confirmMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterConfirm>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterConfirm, params, options);
}
