import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A page of messages, newest page first. */
export function listMessages(
  params: CallParams<typeof ENDPOINT_PATHS.messageList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.messageList, params, options);
}
