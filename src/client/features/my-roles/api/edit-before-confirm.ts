import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes her texts while she waits to be confirmed. */
export function editBeforeConfirm(
  params: CallParams<typeof ENDPOINT_PATHS.customCharacterEditBeforeConfirm>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.customCharacterEditBeforeConfirm, params, options);
}
