import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PERSONA_PATHS } from '@contract/api/persona-paths';

/** Deletes one of my personas; answers the whole list. */
export function deletePersona(
  params: CallParams<typeof PERSONA_PATHS.personaDelete>,
  options?: CallOptions,
) {
  return callApi(PERSONA_PATHS.personaDelete, params, options);
}
