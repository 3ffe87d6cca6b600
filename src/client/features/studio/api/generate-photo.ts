import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { STUDIO_ENDPOINT_PATHS } from '@contract/api/studio-paths';

/** Orders a photo (50 coins, charged once per idempotency key); `getStudioItem` follows it. */
export function generatePhoto(
  params: CallParams<typeof STUDIO_ENDPOINT_PATHS.generatePhoto>,
  options?: CallOptions,
) {
  return callApi(STUDIO_ENDPOINT_PATHS.generatePhoto, params, options);
}
