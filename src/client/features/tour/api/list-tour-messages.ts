import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** A page of a tour conversation, newest page first. */
export function listTourMessages(
  params: CallParams<typeof ENDPOINT_PATHS.tourMessageList>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourMessageList, params, options);
}
