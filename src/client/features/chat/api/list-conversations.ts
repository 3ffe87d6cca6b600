import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** My conversations, latest first. */
export function listConversations(
  params: CallParams<typeof ENDPOINT_PATHS.conversationList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.conversationList, params, options);
}
