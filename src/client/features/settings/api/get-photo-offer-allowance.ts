import { callApi } from '@client/lib/api/api';
import type { CallOptions, CallParams } from '@client/lib/api/api-client';
import { PHOTO_OFFER_PATHS } from '@contract/api/photo-offer-paths';

/** My daily allowance for photos she offers. */
export function getPhotoOfferAllowance(
  params: CallParams<typeof PHOTO_OFFER_PATHS.offerAllowance>,
  options?: CallOptions,
) {
  return callApi(PHOTO_OFFER_PATHS.offerAllowance, params, options);
}
