import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Starts making a character (charged once per idempotency key); `getMyCharacter` follows it. */
export function createMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterCreate>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterCreate, params, options);
}
