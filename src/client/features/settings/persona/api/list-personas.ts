import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PERSONA_PATHS } from '@contract/api/persona-paths';

/** My personas, the default first. */
export function listPersonas(
  params: CallParams<typeof PERSONA_PATHS.personaList>,
  options?: CallOptions,
) {
  return callApi(PERSONA_PATHS.personaList, params, options);
}
