import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Deletes a message of my conversation. */
export function deleteMessage(
  params: CallParams<typeof ENDPOINT_PATHS.deleteMessage>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.deleteMessage, params, options);
}
