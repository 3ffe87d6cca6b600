import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Every tag with its label in the current language. */
export function listCharacterTags(
  params: CallParams<typeof ENDPOINT_PATHS.characterTags>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterTags, params, options);
}
