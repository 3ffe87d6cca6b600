import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Renews the subscription again (needs a linked card). */
export function resumeSubscription(
  params: CallParams<typeof ENDPOINT_PATHS.subscriptionResume>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.subscriptionResume, params, options);
}
