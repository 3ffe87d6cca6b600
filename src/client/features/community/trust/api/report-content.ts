import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Reports a character, a photo, a message or a creator as abusive, with a reason. */
export function reportContent(
  params: CallParams<typeof ENDPOINT_PATHS.report>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.report, params, options);
}
