import { callApi } from '@client/lib/api/api';
import type { CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Tells support what went wrong with an order; a second report replaces the first. */
export function sendPayFeedback(params: CallParams<typeof ENDPOINT_PATHS.payFeedback>) {
  return callApi(ENDPOINT_PATHS.payFeedback, params);
}
