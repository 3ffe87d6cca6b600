import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The tour character that best fits the landing quiz's answers. */
export function matchLandingQuiz(
  params: CallParams<typeof ENDPOINT_PATHS.tourLandingRole3Match>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.tourLandingRole3Match, params, options);
}
