import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Renames one of my characters. */
export function renameMyCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterEditNick>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterEditNick, params, options);
}
