import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PHOTO_OFFER_PATHS } from '@contract/api/photo-offer-paths';

/** The reply that carries a photo offer, as it is now. */
export function getPhotoOfferStatus(
  params: CallParams<typeof PHOTO_OFFER_PATHS.offerStatus>,
  options?: CallOptions,
) {
  return callApi(PHOTO_OFFER_PATHS.offerStatus, params, options);
}
