import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Mails a 6-digit code, or a sign-in link for landing pages. */
export function requestEmailLogin(
  params: CallParams<typeof ENDPOINT_PATHS.requestEmailLogin>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.requestEmailLogin, params, options);
}
