import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PHOTO_OFFER_PATHS } from '@contract/api/photo-offer-paths';

/** Sets my daily allowance for photos she offers (VIP). */
export function setPhotoOfferAllowance(
  params: CallParams<typeof PHOTO_OFFER_PATHS.offerAllowanceSet>,
  options?: CallOptions,
) {
  return callApi(PHOTO_OFFER_PATHS.offerAllowanceSet, params, options);
}
