import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The tour character a role landing page introduces. */
export function matchLandingRole(
  params: CallParams<typeof ENDPOINT_PATHS.tourLandingRoleMatch>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourLandingRoleMatch, params, options);
}
