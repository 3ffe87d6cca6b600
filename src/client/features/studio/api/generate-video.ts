import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** Orders a clip of a still (charged once per idempotency key); `getStudioItem` follows it. */
export function generateVideo(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.generateVideo>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.generateVideo, params, options);
}
