import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Has the bot prepare the invite for Telegram's share sheet. */
export function prepareInviteMessage(
  params: CallParams<typeof ENDPOINT_PATHS.invitePreparedMessage>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.invitePreparedMessage, params, options);
}
