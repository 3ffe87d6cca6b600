import type { TourLandingRole } from '@contract/enums';
import type { RouteId } from '@contract/routes';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Where a landing page's hero comes from: the server's role-page match, or a tour character. */
export type LandingHeroSource = { landingRole: TourLandingRole } | { characterId: string };

/** One landing page: its hero and its promise to a first-time visitor from an ad. */
export interface LandingPage {
  hero: LandingHeroSource;
  /** The headline under the hero's portrait. */
  promise: MessageDescriptor;
  /** One line that says what happens next. */
  pitch: MessageDescriptor;
  /** The page leads with the quiz rather than with a chat with the hero. */
  isQuizFirst: boolean;
}

export type LandingRouteId =
  | 'landing'
  | 'landingRole1'
  | 'landingRole2'
  | 'landingRole3'
  | 'landing2';

/**
 * The five landing pages of spec §2. The role pages take their hero from
 * `/v1/tour/landing-role/match` (the server's choice); the other two from the tour's characters,
 * so every hero is a real official character a visitor can chat with at once.
 */
export const LANDING_PAGES: Record<LandingRouteId, LandingPage> = {
  landing: {
    hero: { characterId: 'mei' },
    promise: msg`Someone who is always glad to hear from you`,
    pitch: msg`Answer a few questions and meet the companion who fits you.`,
    isQuizFirst: true,
  },
  landingRole1: {
    hero: { landingRole: 'landing_role_1' },
    promise: msg`Your flirty neighbour is knocking on your door`,
    pitch: msg`Chat with her now, free, before you even sign up.`,
    isQuizFirst: false,
  },
  landingRole2: {
    hero: { landingRole: 'landing_role_2' },
    promise: msg`Step into her fantasy world tonight`,
    pitch: msg`An anime companion who remembers every word you tell her.`,
    isQuizFirst: false,
  },
  landingRole3: {
    hero: { landingRole: 'landing_role_3' },
    promise: msg`He listens, he remembers, he is there for you`,
    pitch: msg`Tell us what you like and we will find your perfect match.`,
    isQuizFirst: true,
  },
  landing2: {
    hero: { characterId: 'aiko' },
    promise: msg`Find the companion made for you`,
    pitch: msg`Pick the looks and the mood you like; we match you with a character in seconds.`,
    isQuizFirst: true,
  },
};

/** Whether a route is one of the landing pages. */
export function isLandingRoute(routeId: RouteId): routeId is LandingRouteId {
  return routeId in LANDING_PAGES;
}
