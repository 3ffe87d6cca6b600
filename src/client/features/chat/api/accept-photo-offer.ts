import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PHOTO_OFFER_PATHS } from '@contract/api/photo-offer-paths';

/** Opens a photo she offered: charged once, then drawn. */
export function acceptPhotoOffer(
  params: CallParams<typeof PHOTO_OFFER_PATHS.offerAccept>,
  options?: CallOptions,
) {
  return callApi(PHOTO_OFFER_PATHS.offerAccept, params, options);
}
