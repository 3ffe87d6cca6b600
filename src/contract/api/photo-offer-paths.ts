/**
 * Paths of the photos she offers in chat. Apart from `ENDPOINT_PATHS` because only the chat's
 * offer card and the allowance setting call them: other first loads skip them.
 */
export const PHOTO_OFFER_PATHS = {
  offerAccept: '/v1/session/photo-offer/accept',
  offerStatus: '/v1/session/photo-offer/status',
  offerAllowance: '/v1/user/settings/photo-offer-allowance',
  offerAllowanceSet: '/v1/user/settings/photo-offer-allowance/set',
} as const;
