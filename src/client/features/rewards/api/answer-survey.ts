import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** Keeps one survey answer. */
export function answerSurvey(
  params: CallParams<typeof ENDPOINT_PATHS.surveyAnswer>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.surveyAnswer, params, options);
}
