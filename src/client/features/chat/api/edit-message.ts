import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Changes the text of my latest message. */
export function editMessage(
  params: CallParams<typeof ENDPOINT_PATHS.editMessage>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.editMessage, params, options);
}
