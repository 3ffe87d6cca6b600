import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Chooses the chat model; advanced is for VIP. */
export function changeChatModel(
  params: CallParams<typeof ENDPOINT_PATHS.changeChatModel>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.changeChatModel, params, options);
}
