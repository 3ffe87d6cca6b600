import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Friends who joined by the user's links, and the energy they gave. */
export function getInviteSummary(
  params: CallParams<typeof ENDPOINT_PATHS.inviteSummary>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.inviteSummary, params, options);
}
