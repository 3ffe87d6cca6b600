import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PERSONA_PATHS } from '@contract/api/persona-paths';

/** Creates or rewrites one of my personas; answers the whole list. */
export function savePersona(
  params: CallParams<typeof PERSONA_PATHS.personaSave>,
  options?: CallOptions,
) {
  return callApi(PERSONA_PATHS.personaSave, params, options);
}
