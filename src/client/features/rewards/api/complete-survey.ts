import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Finishes the survey and collects its coins. */
export function completeSurvey(
  params: CallParams<typeof ENDPOINT_PATHS.surveyComplete>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.surveyComplete, params, options);
}
