import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';

/** The photos a character sent me in my chats with her, newest first. */
export function listSentPhotos(
  params: CallParams<typeof ENDPOINT_PATHS.characterSentPhotos>,
  options?: CallOptions,
) {
  return callApi(ENDPOINT_PATHS.characterSentPhotos, params, options);
}
