import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The characters a visitor may chat with. */
export function listTourCharacters(
  params: CallParams<typeof ENDPOINT_PATHS.tourCharacters>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourCharacters, params, options);
}
