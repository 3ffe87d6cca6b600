import type { TourLandingRole } from './enums';

/** Where a landing page's hero comes from: the server's role-page match, or a tour character. */
export type LandingHeroSource = { landingRole: TourLandingRole } | { characterId: string };

export type LandingRouteId =
  | 'landing'
  | 'landingRole1'
  | 'landingRole2'
  | 'landingRole3'
  | 'landing2';

/**
 * The hero of each landing page of spec §2. The role pages take theirs from
 * `/v1/tour/landing-role/match` (the server's choice); the other two from the tour's characters,
 * so every hero is a real official character a visitor can chat with at once. Shared: the page
 * shows the hero, and the server draws its portrait before the page's scripts run.
 */
export const LANDING_HEROES: Record<LandingRouteId, LandingHeroSource> = {
  landing: { characterId: 'mei' },
  landingRole1: { landingRole: 'landing_role_1' },
  landingRole2: { landingRole: 'landing_role_2' },
  landingRole3: { landingRole: 'landing_role_3' },
  landing2: { characterId: 'aiko' },
};

/** Whether a route is one of the landing pages. */
export function isLandingRoute(routeId: string): routeId is LandingRouteId {
  return routeId in LANDING_HEROES;
}
