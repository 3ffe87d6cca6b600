import { ROUTES } from '@contract/routes';

/**
 * Where "chat with her" leads from a landing page: the tour for a visitor (marked as coming from a
 * landing, so its sign-in is the landing variant), her page for someone signed in.
 */
export function chatLinkFor(characterId: string, uid: string | null): string {
  return uid
    ? ROUTES.role.replace(':characterId', characterId)
    : `${ROUTES.tourChat}?character=${encodeURIComponent(characterId)}&${TOUR_FROM_LANDING_PARAM}=1`;
}

/** The tour chat's query parameter saying the visitor came from a landing page. */
export const TOUR_FROM_LANDING_PARAM = 'landing';

/** The Get-email page for a matched character. */
export function getEmailLinkFor(characterId: string): string {
  return ROUTES.landingGetEmail.replace(':characterId', encodeURIComponent(characterId));
}
