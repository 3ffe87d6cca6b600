import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Reports a character as abusive, with a reason, for the moderators. */
export function reportCharacter(
  params: CallParams<typeof ENDPOINT_PATHS.report>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.report, params, options);
}
