import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Turns the bot's "it is ready" messages on or off. */
export function setBotMessages(
  params: CallParams<typeof ENDPOINT_PATHS.botMessages>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.botMessages, params, options);
}
