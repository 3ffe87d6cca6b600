import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The survey's answers so far. */
export function getSurveyStatus(
  params: CallParams<typeof ENDPOINT_PATHS.surveyStatus>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.surveyStatus, params, options);
}
