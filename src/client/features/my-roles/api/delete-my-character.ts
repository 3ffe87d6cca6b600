import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Deletes one of my characters; conversations with her stay. */
export function deleteMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterDelete>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterDelete, params, options);
}
