import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Signs in with the Mini App's raw init data. */
export function telegramLogin(
  params: CallParams<typeof ENDPOINT_PATHS.telegramLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.telegramLogin, params, options);
}
