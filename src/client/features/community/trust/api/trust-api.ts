import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The decisions about my content and account, with their appeals. */
export function getAppealInfo(options?: CallOptions) {
  return callApi(ENDPOINT_PATHS.appealInfo, {}, options);
}

/** Appeals one decision, once. */
export function submitAppeal(
  params: CallParams<typeof ENDPOINT_PATHS.appealSubmit>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.appealSubmit, params, options);
}

/** Sends my selfie and document (two uploads) for the age check. */
export function submitVerification(
  params: CallParams<typeof ENDPOINT_PATHS.verificationSubmit>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.verificationSubmit, params, options);
}
